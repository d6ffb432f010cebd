import { languageRedirect } from './redirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const storing = (value: string | null) => ({ getItem: () => value });

describe('languageRedirect', () => {
  it('moves to the chosen language, keeping the query and the fragment', () => {
    expect(languageRedirect(at('/parts', '?q=needle', '#top'), storing('bn'))).toBe('/bn/parts?q=needle#top');
    expect(languageRedirect(at('/bn/parts/7'), storing('en'))).toBe('/parts/7');
    expect(languageRedirect(at('/'), storing('bn'))).toBe('/bn');
  });

  it('stays when nothing was chosen or the page is already in that language', () => {
    expect(languageRedirect(at('/parts'), storing(null))).toBeNull();
    expect(languageRedirect(at('/bn/parts'), storing('bn'))).toBeNull();
    expect(languageRedirect(at('/parts'), null)).toBeNull();
  });
});
