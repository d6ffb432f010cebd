import { Field, useForm } from 'react-final-form';
import styled from 'styled-components';
import { PO_REFERENCE_MAX, type CompanyLocation } from '@storefront/shared/schemas';
import { TextField } from '@storefront/shared/forms';
import type { BuyerCompany } from '../buying/company';
import { ErrorText } from '@storefront/shared/ui';
import { t, textLang } from '@storefront/shared';
import { localNumber } from '../i18n/localName';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend { font-weight: 600; font-size: 0.9375rem; padding: 0; margin-bottom: 4px; }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${({ theme }) => theme.space(2)};
  align-items: start;
  padding: ${({ theme }) => theme.space(2)} 0;
  cursor: pointer;
  input { margin-top: 0.3em; width: 1.1rem; height: 1.1rem; }
  strong { display: block; }
  span { grid-column: 2; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; overflow-wrap: anywhere; }
`;

/**
 * "Ship to": one of the company's locations, as a radio group. Choosing one fills the address and
 * phone with the location's (both stay editable for this order). Checkout's and a part's Place
 * Order form alike, each with `locationId`, `address` and `phone` fields.
 */
export function ShipToField({ locations }: { locations: CompanyLocation[] }) {
  const form = useForm();
  return (
    <Field<string> name="locationId">
      {({ input, meta }) => {
        const message: string | undefined = (meta.submitFailed && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        const errorId = 'field-locationId-error';
        return (
          <Group aria-describedby={message ? errorId : undefined}>
            <legend>{t('Ship to')}</legend>
            {locations.map((location) => (
              <Choice key={location._id}>
                <input
                  type="radio"
                  name="locationId"
                  value={location._id}
                  checked={input.value === location._id}
                  aria-labelledby={`ship-to-${location._id}`}
                  aria-describedby={`ship-to-${location._id}-address`}
                  aria-invalid={Boolean(message) || undefined}
                  onChange={() => {
                    form.batch(() => {
                      input.onChange(location._id);
                      form.change('address', location.address);
                      if (location.phone) form.change('phone', location.phone);
                    });
                  }}
                  onBlur={() => input.onBlur()}
                />
                <strong id={`ship-to-${location._id}`}>{location.name}</strong>
                <span id={`ship-to-${location._id}-address`} lang={textLang(location.address)}>
                  {location.address}
                </span>
              </Choice>
            ))}
            {message && <ErrorText id={errorId}>{message}</ErrorText>}
          </Group>
        );
      }}
    </Field>
  );
}

/** The PO reference field: required when the company asks for one with every order, else optional. */
export function PoReferenceField({ company }: { company: Pick<BuyerCompany, 'poRequired'> | null | undefined }) {
  return (
    <TextField
      name="poReference"
      label={company?.poRequired ? t('PO reference (required)') : t('Purchase-order reference (optional)')}
      hint={t('Your own number for this order, up to {max} characters', { max: localNumber(PO_REFERENCE_MAX) })}
    />
  );
}
