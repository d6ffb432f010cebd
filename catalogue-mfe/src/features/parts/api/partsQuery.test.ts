import { makeParts } from '../../../test/parts';
import { queryParts, readPartsQuery, writePartsQuery } from './partsQuery';

describe('the All parts query', () => {
  it('reads ?q= and ?sort= and ignores sorts it does not know', () => {
    expect(readPartsQuery('?q=hook&sort=price-desc')).toEqual({ q: 'hook', sort: 'price-desc' });
    expect(readPartsQuery('?sort=cheapest')).toEqual({ q: '', sort: 'featured' });
    expect(readPartsQuery('')).toEqual({ q: '', sort: 'featured' });
  });

  it('writes only what differs from the defaults', () => {
    expect(writePartsQuery({ q: '', sort: 'featured' })).toBe('');
    expect(writePartsQuery({ q: 'needle plate', sort: 'name' })).toBe('?q=needle+plate&sort=name');
    expect(writePartsQuery({ q: '   ', sort: 'price-asc' })).toBe('?sort=price-asc');
  });

  it('finds parts whose name has every word, in any case', () => {
    const parts = makeParts(8);
    expect(queryParts(parts, { q: 'NEEDLE', sort: 'featured' }).map((p) => p.name)).toEqual(['Needle Plate', 'Needle Bar']);
    expect(queryParts(parts, { q: 'needle bar', sort: 'featured' }).map((p) => p.name)).toEqual(['Needle Bar']);
    expect(queryParts(parts, { q: 'sprocket', sort: 'featured' })).toEqual([]);
  });

  it('sorts by price both ways and by name, without changing the input', () => {
    const parts = makeParts(8);
    const before = parts.map((p) => p._id);
    const ascending = queryParts(parts, { q: '', sort: 'price-asc' }).map((p) => p.price);
    expect(ascending).toEqual([180, 450, 520, 650, 780, 950, 1250, 1850]);
    expect(queryParts(parts, { q: '', sort: 'price-desc' }).map((p) => p.price)).toEqual([...ascending].reverse());
    expect(queryParts(parts, { q: '', sort: 'name' })[0]?.name).toBe('Bobbin Case');
    expect(parts.map((p) => p._id)).toEqual(before);
  });
});
