import { compileCatalogue } from '../../../build/i18n/catalogue';
import { startBangla } from './bangla';
import { setCurrentLanguage } from './language';
import { hasBangla, plural, pluralId, registerBanglaMessages, t } from './translate';
import { formatDate, formatNumber, formatPrice } from '../format';

const forms = { one: '# part', other: '# parts' };

describe('messages', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('shows English as the code writes it, its placeholders filled', () => {
    expect(t('Add to cart')).toBe('Add to cart');
    expect(t('Hello {name}', { name: 'Ada' })).toBe('Hello Ada');
    expect(plural(1, forms)).toBe('1 part');
    expect(plural(1200, forms)).toBe('1,200 parts');
  });

  it('shows Bangla from the catalogues once the Bangla runtime is in, with Bangla plurals and digits', () => {
    registerBanglaMessages(
      compileCatalogue({
        'Add to cart': 'কার্টে যোগ করুন',
        'Hello {name}': 'স্বাগতম {name}',
        [pluralId(forms)]: '{count, plural, one {#টি পার্ট} other {#টি পার্ট}}',
      }),
    );
    startBangla();
    setCurrentLanguage('bn');
    expect(t('Add to cart')).toBe('কার্টে যোগ করুন');
    expect(t('Hello {name}', { name: 'Ada' })).toBe('স্বাগতম Ada');
    expect(plural(3, forms)).toBe('৩টি পার্ট');
    expect(plural(1200, forms)).toBe('১,২০০টি পার্ট');
    // A message without Bangla shows its English.
    expect(hasBangla('Not translated')).toBe(false);
    expect(t('Not translated')).toBe('Not translated');
  });

  it('writes numbers, money and dates in bn-BD on a Bangla page', () => {
    setCurrentLanguage('bn');
    expect(formatNumber(1234)).toBe('১,২৩৪');
    expect(formatPrice(1234.5)).toBe('১,২৩৪.৫০৳');
    expect(formatDate('2026-12-07T06:00:00Z')).toBe('৭ ডিসে, ২০২৬');
    setCurrentLanguage('en');
    expect(formatPrice(1234.5)).toBe('BDT\u00a01,234.50');
  });
});
