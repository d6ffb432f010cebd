import type { Order } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import type { BuyerCompany } from '../api/checkoutForm';
import { PoReferenceField, ShipToField } from '../../../components/ShipToField';
import { t } from '@storefront/shared';

/**
 * Checkout's delivery fields, the cart's and an accepted quote's alike: name and e-mail from the
 * account, the company's location to ship to, address, phone and a PO reference.
 */
export function DeliveryFields({ company, lastOrder }: { company: BuyerCompany | null; lastOrder: Order | undefined }) {
  return (
    <>
      <TextField name="name" label={t('Name')} readOnly autoComplete="name" />
      <TextField name="email" label={t('Email')} type="email" readOnly autoComplete="email" />
      {company && company.locations.length > 0 && <ShipToField locations={company.locations} />}
      <TextField
        name="address"
        label={t('Address')}
        multiline
        autoComplete="street-address"
        hint={company?.locations.length ? t('From the location you ship to') : lastOrder ? t('From your last order') : undefined}
      />
      <TextField name="phone" label={t('Phone')} type="tel" autoComplete="tel" />
      <PoReferenceField company={company} />
    </>
  );
}
