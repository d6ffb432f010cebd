import { apiPath, callApi, useApi } from '@storefront/shared';
import { companyEndpoints, priceEndpoints } from '@storefront/shared/endpoints';
import { apiDownload, usePagedList } from '@storefront/shared/lists';
import {
  issuesToFields,
  priceListBody,
  priceListEntryBody,
  priceListMessages,
  type PriceList,
  type PriceListBody,
  type PriceListDetail,
  type PriceListEntry,
  type PriceListEntryBody,
} from '@storefront/shared/schemas';

/** The storefront admin's calls for price lists (docs/prices-and-quotes.md). */

const priceListKey = (id: string) => apiPath(priceEndpoints.getPriceList, { id });
export const usePriceList = (id: string | undefined) => useApi<PriceListDetail>(id ? priceListKey(id) : null);

export const addPriceList = (body: PriceListBody) => callApi(priceEndpoints.addPriceList, { body });
export const editPriceList = (id: string, body: PriceListBody) => callApi(priceEndpoints.editPriceList, { params: { id }, body });
export const deletePriceList = (id: string) => callApi(priceEndpoints.deletePriceList, { params: { id } });
export const setPriceListPrices = (id: string, entries: PriceListEntryBody[]) =>
  callApi(priceEndpoints.setPriceListPrices, { params: { id }, body: { entries } });
export const importPriceList = (id: string, csv: string) => callApi(priceEndpoints.importPriceList, { params: { id }, body: { csv } });
export const setPriceListCompanies = (id: string, companyIds: string[]) =>
  callApi(priceEndpoints.setPriceListCompanies, { params: { id }, body: { companyIds } });

/** Downloads the list's prices as CSV, in the import's columns, named after the list. */
export function exportPriceList(list: Pick<PriceList, 'id' | 'name'>): Promise<void> {
  const slug =
    list.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'price-list';
  return apiDownload(apiPath(priceEndpoints.exportPriceList, { id: list.id }), `${slug}.csv`);
}

/** Whether a list applies today: the API says when it does; otherwise its dates say which way. */
export function validityOf(list: Pick<PriceList, 'validToday' | 'validFrom'>, today: string): 'Valid today' | 'Not yet valid' | 'Expired' {
  if (list.validToday) return 'Valid today';
  return list.validFrom && list.validFrom > today ? 'Not yet valid' : 'Expired';
}

/** A list's details as typed: its name and dates (the currency is the storefront's). */
export interface ListValues {
  name: string;
  validFrom: string;
  validUntil: string;
}

export type ListErrors = Partial<Record<keyof ListValues | 'currency' | 'form', string>>;

export const emptyList: ListValues = { name: '', validFrom: '', validUntil: '' };
export const listValues = (list: PriceList): ListValues => ({ name: list.name, validFrom: list.validFrom ?? '', validUntil: list.validUntil ?? '' });

/** The details as the API's body, or each field's message: the API's own rules. An empty date is open. */
export function listRequest(values: ListValues, currency: string): { body: PriceListBody } | { errors: ListErrors } {
  const parsed = priceListBody.safeParse({
    name: values.name,
    currency,
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
  });
  if (!parsed.success) return { errors: issuesToFields(parsed.error.issues) as ListErrors };
  return { body: parsed.data };
}

/** A price of the list as the table holds it while it is edited. */
export interface EntryRow {
  partNumber: string;
  /** Known once the list is saved with it. */
  partName?: string;
  partPrice?: number;
  minQuantity: string;
  price: string;
}

export const entryRows = (entries: PriceListEntry[]): EntryRow[] =>
  entries.map((entry) => ({
    partNumber: entry.partNumber,
    partName: entry.partName,
    partPrice: entry.partPrice,
    minQuantity: String(entry.minQuantity),
    price: String(entry.price),
  }));

/** Each row's first message, by its place in the table. */
export type RowErrors = Record<number, string>;

/** The table's rows as the API's entries, or each bad row's message: the API's own rules. */
export function entriesRequest(rows: EntryRow[]): { entries: PriceListEntryBody[] } | { errors: RowErrors } {
  const errors: RowErrors = {};
  const entries: PriceListEntryBody[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/,/g, '')));
    const parsed = priceListEntryBody.safeParse({
      partNumber: row.partNumber.trim().toUpperCase(),
      minQuantity: number(row.minQuantity),
      price: number(row.price),
    });
    if (!parsed.success) {
      errors[index] = Object.values(issuesToFields(parsed.error.issues))[0] as string;
      return;
    }
    const key = `${parsed.data.partNumber}|${parsed.data.minQuantity}`;
    if (seen.has(key)) errors[index] = priceListMessages.entryTwice;
    seen.add(key);
    entries.push(parsed.data);
  });
  return Object.keys(errors).length ? { errors } : { entries };
}

/** The API's field messages for the entries (`entries.3.partNumber`) by row. */
export function rowErrorsOf(fields: Record<string, string>): RowErrors {
  const errors: RowErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const row = /^entries\.(\d+)/.exec(path);
    if (row && errors[Number(row[1])] === undefined) errors[Number(row[1])] = message;
  }
  return errors;
}

/** Companies to choose from for a list: searched by name or tax number, as Manage Companies does. */
export const useCompanyChoices = (q: string | undefined, pages: number, onPagesChange: (pages: number) => void) =>
  usePagedList(companyEndpoints.listCompanies, { q }, { pages, onPagesChange });
