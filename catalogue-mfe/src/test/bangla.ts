import { inBangla as readInBangla } from '@storefront/shared/testing';
import messages from '../i18n/bn.json';

/** The catalogue's pages in a test, in Bangla as on a `/bn` page (the catalogue's words registered). */
export function inBangla(): void {
  readInBangla(messages);
}
