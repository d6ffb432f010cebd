import { apiFetcher, type Endpoint, type Page } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { usePagedList, type PagedList } from '@storefront/shared/lists';
import type { CompanyCredit, CompanyInvoices, InvoiceSummary } from '@storefront/shared/schemas';

/** A page of the company's invoices as a list's page: its invoices as the items, with the company's credit. */
type InvoicePage = Page<InvoiceSummary> & { credit: CompanyCredit };

/** The route answers `invoices` (and the company's credit) where a list answers `items`: read as a list through this fetcher. */
const invoicePage = async (path: string): Promise<InvoicePage> => {
  const page = await apiFetcher<CompanyInvoices>(path);
  // No count: the footer counts what is loaded, and the whole list once its last page is in.
  return { items: page.invoices, nextCursor: page.nextCursor, total: page.invoices.length, totalExact: true, credit: page.credit };
};

const invoicesEndpoint = companyEndpoints.companyInvoices as Endpoint<unknown> as Endpoint<Page<InvoiceSummary>>;

export interface InvoiceList extends PagedList<InvoiceSummary, InvoicePage> {
  credit: CompanyCredit | undefined;
}

/**
 * The company's invoices, paged by the API's cursor (each page also carries the company's
 * credit: the first page's is shown), filtered by status. `pages` and `onPagesChange` keep the
 * loaded pages in the URL, as the other lists do.
 */
export function useCompanyInvoices(status: string | undefined, pages: number, onPagesChange: (pages: number) => void): InvoiceList {
  const list = usePagedList<InvoiceSummary, InvoicePage>(invoicesEndpoint, { status }, { pages, onPagesChange, fetcher: invoicePage });
  return { ...list, credit: list.first?.credit, total: list.hasMore ? undefined : list.items.length, totalExact: true };
}
