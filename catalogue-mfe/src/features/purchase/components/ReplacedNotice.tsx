import { Link, t } from '@storefront/shared';
import type { PartReplacement } from '@storefront/shared/schemas';
import { SoldOut } from './PurchaseLayout';
import { NAME, withName } from '../../../components/LocalName';

/**
 * A part no longer sold (docs/parts-book.md "Supersession"), in place of the order form: it says
 * so, with the message ("SL-NP-0004 is replaced by SL-NP-0012.", and what else to change where
 * the new part is not interchangeable), and links to the part sold today.
 */
export function ReplacedNotice({ replacement }: { replacement: PartReplacement }) {
  const { current } = replacement;
  return (
    <SoldOut>
      <p id="replaced-reason">
        <strong>{t('No longer sold.')}</strong> {replacement.message}
      </p>
      <Link to={`/parts/${current._id}`} aria-describedby="replaced-reason">
        {withName(t('Order {sku}: {name}', { sku: current.sku, name: NAME }), current)}
      </Link>
    </SoldOut>
  );
}
