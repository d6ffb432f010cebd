import { registerBanglaMessages, setCurrentLanguage } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import messages from '../i18n/bn.json';

/**
 * Renders a test's pages in Bangla, as on a `/bn` page: the catalogue's words registered, the
 * Bangla runtime started and the page's language set; English again after each test.
 */
export function inBangla(): void {
  beforeEach(() => {
    registerBanglaMessages(messages);
    startBangla();
    setCurrentLanguage('bn');
  });
  afterEach(() => setCurrentLanguage('en'));
}
