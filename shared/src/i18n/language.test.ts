import { setCurrentLanguage } from './language';
import { textLang } from './textLang';
import { basenameOf, languageOfPath, pathInLanguage, pathWithoutLanguage, storeLanguage, storedLanguage } from './language';

describe('language of a page', () => {
  it('is Bangla under /bn only', () => {
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/bn/parts/42')).toBe('bn');
    expect(languageOfPath('/bnx')).toBe('en');
    expect(languageOfPath('/parts')).toBe('en');
  });

  it('moves a page between languages', () => {
    expect(pathInLanguage('/', 'bn')).toBe('/bn');
    expect(pathInLanguage('/parts/42', 'bn')).toBe('/bn/parts/42');
    expect(pathInLanguage('/bn/parts/42', 'en')).toBe('/parts/42');
    expect(pathInLanguage('/bn', 'en')).toBe('/');
    expect(pathWithoutLanguage('/bn/dashboard')).toBe('/dashboard');
    expect(basenameOf('bn')).toBe('/bn');
    expect(basenameOf('en')).toBeUndefined();
  });

  it('keeps the choice in the browser, ignoring what is not a language', () => {
    storeLanguage(localStorage, 'bn');
    expect(storedLanguage(localStorage)).toBe('bn');
    localStorage.setItem('storefront.language', 'fr');
    expect(storedLanguage(localStorage)).toBeNull();
    expect(storedLanguage(null)).toBeNull();
  });
});

describe('textLang', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('marks Latin data as English on a Bangla page only', () => {
    expect(textLang('Plot 45, Konabari Industrial Area')).toBeUndefined();
    setCurrentLanguage('bn');
    expect(textLang('Plot 45, Konabari Industrial Area')).toBe('en');
    expect(textLang('গাজীপুর প্লান্ট')).toBeUndefined();
    expect(textLang('JUKI সুই')).toBeUndefined();
    expect(textLang('12/3')).toBeUndefined();
    expect(textLang(null)).toBeUndefined();
  });
});
