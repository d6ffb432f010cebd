import { escapeHtml, fillFirstView, firstViewOf, slot } from './firstView';

describe('first views', () => {
  it('fills every slot with its value, escaped for text and quoted attributes', () => {
    const html = `<img src="${slot('image')}" alt="${slot('name')}"><h1>${slot('name')}</h1>`;
    expect(fillFirstView(html, { image: '/i.svg', name: `<b onclick="x">Tom's & Co</b>` })).toBe(
      '<img src="/i.svg" alt="&lt;b onclick=&quot;x&quot;&gt;Tom&#39;s &amp; Co&lt;/b&gt;"><h1>&lt;b onclick=&quot;x&quot;&gt;Tom&#39;s &amp; Co&lt;/b&gt;</h1>',
    );
  });

  it('gives no view when a slot has no string value', () => {
    const html = `<h1>${slot('name')}</h1>`;
    expect(fillFirstView(html, {})).toBeNull();
    expect(fillFirstView(html, { name: '' })).toBeNull();
    expect(fillFirstView(html, { name: 42 })).toBeNull();
    // Inherited properties are not values.
    expect(fillFirstView(`<p>${slot('toString')}</p>`, {})).toBeNull();
    expect(fillFirstView('<p>static</p>', {})).toBe('<p>static</p>');
  });

  it('reads a route’s view only when it is well formed', () => {
    expect(firstViewOf({})).toBeNull();
    expect(firstViewOf({ firstView: 'x' })).toBeNull();
    expect(firstViewOf({ firstView: { html: '<p></p>' } })).toBeNull();
    expect(firstViewOf({ firstView: { html: '<p></p>', ready: '#a', read: 3 } })).toBeNull();
    expect(firstViewOf({ firstView: { html: '<p></p>', ready: '#a' } })).toEqual({ html: '<p></p>', ready: '#a' });
    expect(firstViewOf({ firstView: { html: '<p></p>', ready: '#a', read: '/parts/:id' } })).toEqual({ html: '<p></p>', ready: '#a', read: '/parts/:id' });
  });

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`&<>"'x`)).toBe('&amp;&lt;&gt;&quot;&#39;x');
  });
});
