import { useEffect, useRef, useState } from 'react';
import { t, useToast, type OrderDetail } from '@storefront/shared';
import { apiPath, buyingEndpoints } from '@storefront/shared/endpoints';
import { INVOICED_STATUSES } from '../schemas/orderLifecycle';
import { apiDownload } from '@storefront/shared/lists';
import { Button } from '@storefront/shared/ui';

/**
 * "Download invoice" on an order's page, for its customer and for admins, once the order has one
 * (it is issued when the order is confirmed): the PDF the API keeps, saved as `<number>.pdf`. Its
 * id, `invoice`, is where the confirmation e-mail's link lands (and takes the focus).
 */
export function InvoiceButton({
  order,
  inList,
}: {
  order: Pick<OrderDetail, 'number' | 'invoice' | 'status'>;
  /** In a list of invoices (the company's Invoices page): a small "PDF" button named by the invoice's number. */
  inList?: boolean;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Every confirmed order has one: those confirmed before invoices were issued get theirs at the first download.
  const offered = order.invoice !== null || INVOICED_STATUSES.includes(order.status);
  const filename = order.invoice ? `${order.invoice.number}.pdf` : `invoice-${order.number}.pdf`;
  // Arriving from the e-mail's link (`…#invoice`): the button has the focus.
  useEffect(() => {
    if (offered && !inList && window.location.hash === '#invoice') {
      // In the middle of the screen, clear of the sticky header a plain focus() could leave over it.
      button.current?.focus({ preventScroll: true });
      button.current?.scrollIntoView?.({ block: 'center' });
    }
  }, [offered, inList]);
  if (!offered) return null;
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(apiPath(buyingEndpoints.getInvoice, { number: order.number }), filename);
    } catch (cause) {
      toast.error(t('The invoice could not be downloaded: {reason}', { reason: t((cause as Error).message) }));
    } finally {
      setBusy(false);
    }
  };
  if (inList) {
    return (
      <Button
        $variant="secondary"
        $size="sm"
        onClick={() => void download()}
        disabled={busy}
        aria-label={t('Download {number} PDF', { number: order.invoice?.number ?? order.number })}
      >
        {busy ? t('Downloading…') : 'PDF'}
      </Button>
    );
  }
  return (
    <Button ref={button} id="invoice" $variant="secondary" onClick={() => void download()} disabled={busy} aria-describedby="invoice-number">
      {busy ? t('Downloading the invoice…') : t('Download invoice')}
    </Button>
  );
}
