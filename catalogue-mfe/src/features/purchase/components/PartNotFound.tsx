import { NotFoundOffer } from '../../../components/NotFoundOffer';
import { t } from '@storefront/shared';

/** A missing, deleted or malformed part: say so and offer the catalogue, never crash. */
export function PartNotFound() {
  return (
    <NotFoundOffer
      title={t('Part not found')}
      missing={t('This part does not exist or is no longer sold')}
      why={t('It may have been removed from the catalogue, or the link is mistyped.')}
    />
  );
}
