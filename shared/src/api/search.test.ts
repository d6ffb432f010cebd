import { suggestionsKey } from './search';

describe('suggestionsKey', () => {
  it('asks for what was typed, trimmed, from two characters to a hundred', () => {
    expect(suggestionsKey('  juki ddl ')).toBe('/search/suggestions?q=juki%20ddl');
    expect(suggestionsKey('j')).toBeNull();
    expect(suggestionsKey('   ')).toBeNull();
    expect(suggestionsKey('x'.repeat(101))).toBeNull();
    expect(suggestionsKey('x'.repeat(100))).toBe(`/search/suggestions?q=${'x'.repeat(100)}`);
  });
});
