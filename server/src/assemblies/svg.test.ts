import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markupExcess } from './svg-markup';
import { drawingsInProgress, looksLikeSvg, sanitizeSvg, SvgTooComplexError, SvgTooSlowError, SvgUnreadableError } from './svg';

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 300" width="800" onload="alert(1)">
  <style>@import url(http://evil.example/x.css); .part { fill: url(http://evil.example/p.png) } .hook { fill: url(#shade) }</style>
  <script>alert(2)</script>
  <defs><linearGradient id="shade"><stop offset="0" stop-color="#ccc"/></linearGradient><circle id="screw" r="3"/></defs>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">form</div></foreignObject>
  <a href="https://evil.example/"><text x="10" y="20">12</text></a>
  <use xlink:href="#screw" x="40" y="40"/>
  <use xlink:href="https://evil.example/s.svg#x"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <rect width="10" height="10" onclick="alert(3)" style="fill: url('https://evil.example/z')" fill="url(#shade)"/>
  <path d="M0 0 L10 10" stroke="#000" mask="url(http://evil.example/m)"/>
  <text x="30" y="40">&secret;13A</text>
</svg>`;

describe('an SVG drawing made safe', () => {
  it('keeps the drawing, its callouts and inner references, and drops scripts, handlers, foreign objects and outside references', async () => {
    const { svg, width, height } = await sanitizeSvg(HOSTILE);
    expect({ width, height }).toEqual({ width: 400, height: 300 });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'foreignObject', 'evil.example', '@import', 'ENTITY', 'passwd']) {
      expect(svg).not.toContain(gone);
    }
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toContain('<text x="10" y="20">12</text>');
    expect(svg).toContain('13A</text>');
    expect(svg).toContain('xlink:href="#screw"');
    expect(svg).toContain('fill="url(#shade)"');
    expect(svg).toContain('.hook { fill: url(#shade) }');
    expect(svg).toContain('<path d="M0 0 L10 10" stroke="#000"/>');
  });

  it('reads the size from the viewBox, else from width and height, and refuses a drawing that tells neither', async () => {
    expect(await sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,1200.5,900"><path d="M0 0"/></svg>')).toMatchObject({
      width: 1200.5,
      height: 900,
    });
    expect(await sanitizeSvg('<svg width="640px" height="480"><path d="M0 0"/></svg>')).toMatchObject({ width: 640, height: 480 });
    await expect(sanitizeSvg('<svg width="100%" height="100%"><path d="M0 0"/></svg>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('<svg viewBox="0 0 0 10"/>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('<html><body>not a drawing</body></html>')).rejects.toBeInstanceOf(SvgUnreadableError);
    await expect(sanitizeSvg('')).rejects.toBeInstanceOf(SvgUnreadableError);
  });

  it('drops a style written with CSS escapes, which could spell an outside reference', async () => {
    const { svg } = await sanitizeSvg(
      '<svg viewBox="0 0 10 10"><style>.a { background: \\75 rl(http://evil.example/) }</style><rect style="fill: \\75 rl(x)" width="1" height="1"/></svg>',
    );
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('\\75');
  });

  it('drops animations that could set a reference, and links to scripts or data', async () => {
    const { svg } = await sanitizeSvg(
      `<svg viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink">
        <a id="go"><set attributeName="href" to="https://evil.example/set"/><animate attributeName="href" values="https://evil.example/animate"/><text>1</text></a>
        <a href=" javascript:alert(1)"><text>2</text></a>
        <a xlink:href="data:text/html,evil"><text>3</text></a>
        <filter id="f"><feImage href="https://evil.example/fe.png"/></filter>
      </svg>`,
    );
    for (const gone of ['evil.example', 'javascript', 'data:', '<set', '<animate']) expect(svg).not.toContain(gone);
    expect(svg).toContain('<text>3</text>');
  });

  it('tells an SVG upload from other bytes by its text', () => {
    expect(looksLikeSvg(Buffer.from('\ufeff<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('  <svg>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('%PDF-1.7 <svg>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html></html>'))).toBe(false);
  });
});

/** An attribute's value as written in markup. */
const quoted = (value: string) => `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/** Every way CSS can name an outside file, each as a declaration's value or a whole at-rule. */
const OUTSIDE_IN_CSS: [string, string][] = [
  ['url()', 'background: url(https://evil.example/a)'],
  ['url() with a string', 'background: url( "https://evil.example/a" )'],
  ['URL() in capitals', 'background: URL(https://evil.example/a)'],
  ['image-set() with a string', 'background: image-set("https://evil.example/a" 1x)'],
  ['image-set() with url()', 'background: image-set(url(https://evil.example/a) 1x, url(#shade) 2x)'],
  ['IMAGE-SET() in capitals', "background: IMAGE-SET('https://evil.example/a' 1x)"],
  ['-webkit-image-set()', 'background: -webkit-image-set("https://evil.example/a" 1x)'],
  ['image()', 'background: image("https://evil.example/a")'],
  ['cross-fade()', 'background: cross-fade("https://evil.example/a" 50%, url(#shade))'],
  ['element()', 'background: element(#evil.example)'],
  ['src()', 'background: src("https://evil.example/a")'],
  ['a CSS escape in hex', String.raw`background: \75 rl(https://evil.example/a)`],
  ['a CSS escape of a letter', String.raw`background: u\rl(https://evil.example/a)`],
  ['an escaped quote', String.raw`content: "\"" image-set("https://evil.example/a" 1x)`],
  ['a comment inside the name', 'background: ur/**/l(https://evil.example/a)'],
  ['a comment before the string', 'background: image-set(/**/"https://evil.example/a" 1x)'],
  ['a comment opener inside a string', 'content: "/*"; background: image-set("https://evil.example/a" 1x); content: "*/"'],
  ['a quote inside an unquoted url()', 'fill: url(#a") ; background: image-set("https://evil.example/a" 1x)'],
  ['@import with a string', '@import "https://evil.example/a.css";'],
  ['@import with url()', '@import url(https://evil.example/a.css);'],
  ['@IMPORT in capitals', "@IMPORT 'https://evil.example/a.css';"],
  ['@import after a comment', '/**/@import/**/"https://evil.example/a.css";'],
  ['@font-face', '@font-face { font-family: x; src: url(https://evil.example/f.woff) }'],
  ['@media around a rule', '@media all { .m { fill: url(https://evil.example/m) } }'],
];

describe("an SVG drawing's CSS", () => {
  it.each(OUTSIDE_IN_CSS)('keeps no outside file named by %s in a <style> or a style attribute, and keeps the rest', async (_name, css) => {
    const rule = css.startsWith('@') || css.startsWith('/') ? css : `.x { ${css} }`;
    const { svg } = await sanitizeSvg(
      `<svg viewBox="0 0 10 10"><style>${rule} .hook { fill: url(#shade); stroke: #333 }</style>` +
        `<rect width="1" height="1" style=${quoted(`${css}; stroke: #333`)}/><circle r="1" style=${quoted(css)}/></svg>`,
    );
    expect(svg).not.toContain('evil');
    expect(svg).not.toContain('@');
    if (!css.includes('\\')) {
      expect(svg).toContain('.hook { fill: url(#shade); stroke: #333 }');
      expect(svg).toMatch(/<rect width="1" height="1" style="([^"]+; )?stroke: #333"\/>/);
    }
    if (!css.includes(';')) expect(svg).toContain('<circle r="1"/>');
  });

  it('keeps colours, transforms, fonts and references to the drawing itself; drops presentation attributes that name outside files', async () => {
    const { svg } = await sanitizeSvg(
      `<svg viewBox="0 0 10 10">
        <style>.a, g:not(.b) > text { font-family: "Helvetica Neue", sans-serif; fill: rgb(10 20 30); stroke-width: calc(1px + 2px) } .c { fill: url('#shade') }</style>
        <rect width="1" height="1" fill="image-set('https://evil.example/f' 1x)" cursor="-webkit-image-set(url(https://evil.example/c) 1x), auto" filter="url(#f)" transform="rotate(45 5 5) translate(1, 2)"/>
        <text font-family="'Helvetica Neue'" style="fill: hsl(0 0% 20%); transform: scale(2)">12</text>
      </svg>`,
    );
    expect(svg).not.toContain('evil');
    expect(svg).toContain('.a, g:not(.b) &gt; text { font-family: "Helvetica Neue", sans-serif; fill: rgb(10 20 30); stroke-width: calc(1px + 2px) }');
    expect(svg).toContain(".c { fill: url('#shade') }");
    expect(svg).toContain('<rect width="1" height="1" filter="url(#f)" transform="rotate(45 5 5) translate(1, 2)"/>');
    expect(svg).toContain(`<text font-family="'Helvetica Neue'" style="fill: hsl(0 0% 20%); transform: scale(2)">12</text>`);
  });
});

/** A drawing whose elements nest `depth` deep (the `<svg>` counts). */
const nestedDrawing = (depth: number) => `<svg viewBox="0 0 10 10">${'<g>'.repeat(depth - 1)}<path d="M0 0"/>${'</g>'.repeat(depth - 1)}</svg>`;
/** A drawing of `count` elements (the `<svg>` counts), none nested deeper than 3. */
const manyElements = (count: number) => `<svg viewBox="0 0 10 10"><g>${'<path d="M0 0 L10 10" stroke="#000"/>'.repeat(count - 2)}</g></svg>`;

describe("an SVG drawing's size, read before it is parsed", () => {
  it('refuses a drawing nested past the limit or with more elements than it, and takes one at the limits', async () => {
    await expect(sanitizeSvg(nestedDrawing(257))).rejects.toEqual(new SvgTooComplexError('depth', 256));
    await expect(sanitizeSvg(nestedDrawing(5000))).rejects.toEqual(new SvgTooComplexError('depth', 256));
    await expect(sanitizeSvg(manyElements(20_001))).rejects.toEqual(new SvgTooComplexError('elements', 20_000));
    expect((await sanitizeSvg(nestedDrawing(256))).svg).toContain('<g><g><path d="M0 0"/></g></g>');
    expect(markupExcess(manyElements(20_000), { depth: 256, elements: 20_000 })).toBeUndefined();
  });

  const limits = { depth: 3, elements: 12 };
  it.each([
    ['nesting', '<svg><g><path/></g><g></g></svg>', undefined],
    ['nesting one deeper', '<svg><g><g><g></g></g></g></svg>', 'depth'],
    ['elements', `<svg>${'<path/>'.repeat(11)}</svg>`, undefined],
    ['one more element', `<svg>${'<path/>'.repeat(12)}</svg>`, 'elements'],
    ['a comment', '<svg><!-- <g><g><g><g> --><path/></svg>', undefined],
    ['a comment closed at once', '<svg><!--><g><g><g> --></svg>', 'depth'],
    ['a comment closed by --!>', '<svg><!-- --!><g><g><g> --></svg>', 'depth'],
    ['a CDATA section in SVG', '<svg><style><![CDATA[ a > b <g><g><g> ]]></style></svg>', undefined],
    ['CDATA outside SVG, which HTML ends at the first >', '<![CDATA[ > <g><g><g><g> ]]><svg/>', 'depth'],
    ['a processing instruction, which HTML ends at the first >', '<?xml version="1.0"?><?pi > <g><g><g><g> ?><svg/>', 'depth'],
    ['a doctype with entities', '<!DOCTYPE svg [ <!ENTITY a "x"> <!ENTITY b "y"> ]><svg><g></g></svg>', undefined],
    ['self-closing tags in SVG', `<svg><g>${'<path/>'.repeat(8)}</g></svg>`, undefined],
    ['self-closing tags in HTML, which stay open', '<g/><g/><g/><g/><svg/>', 'depth'],
    ['self-closing tags in a foreignObject', '<svg><foreignObject><b/><i/></foreignObject></svg>', 'depth'],
    ['> in quoted attribute values', `<svg><g data-a="a>b" data-b='<g><g><g>'><path d="M0 0" data-c="/>"></path></g></svg>`, undefined],
    ['a quote inside an attribute name', '<svg><g a"><g><g b"></g></g></g></svg>', 'depth'],
    ['= first in an attribute name', '<svg><g ="><g><g>"></svg>', 'depth'],
    ['a font that leaves SVG for HTML', '<svg><font color="red"><style><!--</style><g><g><g>--></svg>', 'depth'],
    ['a font that stays in SVG', '<svg><font><style><!--</style><g><g><g>--></style></font></svg>', undefined],
    ['a comment inside HTML text', '<textarea><!--</textarea><g><g><g><g>--><svg/>', 'depth'],
    ['an end tag that HTML ignores', '<svg><foreignObject><div><p></svg></p></div></foreignObject></svg><svg><g><g></g></g></svg>', 'depth'],
  ])('reads %s', (_name, markup, excess) => {
    expect(markupExcess(markup, limits)).toBe(excess);
  });

  it('finds the demo drawings well within the limits', () => {
    const folder = path.join(__dirname, '../../seed/images');
    for (const file of readdirSync(folder).filter((name) => name.startsWith('drawing-'))) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      expect([file, markupExcess(text, { depth: 8, elements: 1000 })]).toEqual([file, undefined]);
    }
  });
});

describe("the SVG sanitiser's thread", () => {
  it('makes a drawing safe while the event loop goes on', async () => {
    await sanitizeSvg(nestedDrawing(3));
    let done = false;
    const made = sanitizeSvg(manyElements(5_000)).finally(() => (done = true));
    // Ten turns of the event loop while the thread parses: on the event loop, the parse of those
    // 5,000 elements would have run to its end before the first.
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect((await made).svg).toContain('<path d="M0 0 L10 10" stroke="#000"/>');
    expect(drawingsInProgress()).toBe(0);
  });

  it('stops a drawing past its deadline, and the next one gets a fresh thread', async () => {
    await expect(sanitizeSvg(manyElements(20_000), { deadlineMs: 1 })).rejects.toBeInstanceOf(SvgTooSlowError);
    const [slow, next] = await Promise.allSettled([sanitizeSvg(manyElements(20_000), { deadlineMs: 1 }), sanitizeSvg(nestedDrawing(3))]);
    expect(slow.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { width: 10, height: 10 } });
  });
});
