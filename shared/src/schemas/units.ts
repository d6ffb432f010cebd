import { plural } from '../i18n/translate';

/**
 * "1 unit", "12 units": `count` as `written` (as it is, or with its digits grouped: `formatUnits`
 * in format.ts), by the page's language's plural rules. A module of its own, so that a page's
 * formatting takes this line and not the messages.
 */
export const unitCount = (count: number, written = String(count)): string => plural(count, { one: '{written} unit', other: '{written} units' }, { written });
