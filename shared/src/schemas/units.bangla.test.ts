import { formatUnits } from '../format';
import { startBangla } from '../i18n/bangla';
import messages from '../i18n/bn.json';
import { setCurrentLanguage } from '../i18n/language';
import { registerBanglaMessages } from '../i18n/translate';
import { unitCount } from './units';

describe('a count of units', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('is English as it always was, and Bangla on a Bangla page', () => {
    expect([unitCount(1), unitCount(1200), formatUnits(1200)]).toEqual(['1 unit', '1200 units', '1,200 units']);
    registerBanglaMessages(messages);
    startBangla();
    setCurrentLanguage('bn');
    expect([formatUnits(1), formatUnits(1200)]).toEqual(['১ ইউনিট', '১,২০০ ইউনিট']);
  });
});
