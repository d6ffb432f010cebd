import { formatUnits, registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import messages from '../i18n/bn.json';
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
