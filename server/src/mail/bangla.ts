import type { PaymentTerms } from '@storefront/shared/schemas';

/**
 * Numbers, money and dates as the Bangla e-mails and the Bangla half of the tax invoice write them:
 * bn-BD (Bangla digits, lakh grouping, ৳). Part, order, invoice and quote numbers stay as they are.
 */
const LOCALE = 'bn-BD';

/** Money in a currency: "১২,৩৪,৫৬৭.৫০৳". */
export const bnMoney = (currency: string) => new Intl.NumberFormat(LOCALE, { style: 'currency', currency });

/** An amount with its two decimals, without the currency: "১২,৩৪,৫৬৭.৫০". */
export const bnAmount = (value: number) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A count or a rate: "১৫", "৭.৫". */
export const bnNumber = (value: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(value);

/** A day (YYYY-MM-DD) as people read it: "২০ নভেম্বর, ২০২৬". */
export const bnDay = (date: string) => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** An instant's day in a time zone: "২৮ নভেম্বর, ২০২৬". */
export const bnDate = (iso: string, timeZone: string) => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone }).format(new Date(iso));

/** An instant's time of day in a time zone, on the 24-hour clock: "০২:৩০". */
export const bnTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));

/** Where a time zone is, in Bangla where the storefront's own is (Dhaka), else its city as the zone names it. */
export const bnPlace = (timeZone: string) => (timeZone === 'Asia/Dhaka' ? 'ঢাকা' : timeZone.split('/').pop()!.replace(/_/g, ' '));

/** An instant as the seller reads it, its place named: "২৯ নভেম্বর, ২০২৬, ১০:২২ (ঢাকা)". */
export const bnDateTime = (iso: string, timeZone: string) => `${bnDate(iso, timeZone)}, ${bnTime(iso, timeZone)} (${bnPlace(timeZone)})`;

/** A payment's terms: "অগ্রিম পরিশোধ", "নিট ৩০ দিন". */
export const BN_PAYMENT_TERMS: Record<PaymentTerms, string> = {
  prepaid: 'অগ্রিম পরিশোধ',
  net15: `নিট ${bnNumber(15)} দিন`,
  net30: `নিট ${bnNumber(30)} দিন`,
  net60: `নিট ${bnNumber(60)} দিন`,
};
