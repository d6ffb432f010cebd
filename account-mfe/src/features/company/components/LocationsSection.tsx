import { useState } from 'react';
import { t, useToast, textLang } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { locationBody, type CompanyLocation, type LocationBody } from '@storefront/shared/schemas';
import { Button, ConfirmDialog } from '@storefront/shared/ui';
import { ApiFormDialog } from '../../../components/ApiFormDialog';
import { addLocation, editLocation, removeLocation } from '../api/company';
import { Panel, PanelHead } from './layout';
import { SectionTable } from './SectionTable';

const validate = zodValidator<LocationBody>(locationBody);

/** Adds a location, or edits one: its name, address and phone. */
function LocationDialog({
  location,
  onDone,
  onClose,
}: {
  location: CompanyLocation | null;
  onDone: (saved: CompanyLocation) => Promise<void>;
  onClose: () => void;
}) {
  const save = async (values: LocationBody) => {
    const body = { name: values.name, address: values.address, phone: values.phone ?? '' };
    await onDone(location ? await editLocation(location._id, body) : await addLocation(body));
  };
  return (
    <ApiFormDialog<LocationBody>
      title={location ? t('Edit {name}', { name: location.name }) : t('Add a location')}
      validate={validate}
      initialValues={location ? { name: location.name, address: location.address, phone: location.phone } : { name: '', address: '', phone: '' }}
      onSubmit={save}
      onClose={onClose}
      failed={t('The location could not be saved.')}
      cancelLabel={t('Cancel')}
      submitLabel={location ? t('Save location') : t('Add location')}
      busyLabel={t('Saving…')}
    >
      <TextField id="location-name" name="name" label={t('Location name')} placeholder={t('Gazipur plant')} autoComplete="off" />
      <TextField id="location-address" name="address" label={t('Address')} multiline />
      <TextField id="location-phone" name="phone" label={t('Phone')} type="tel" inputMode="tel" autoComplete="tel" hint={t('Optional')} />
    </ApiFormDialog>
  );
}

/** The company's ship-to locations: listed, added and edited in a dialog, removed after a confirmation. */
export function LocationsSection({ locations, onChanged }: { locations: CompanyLocation[]; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [editing, setEditing] = useState<CompanyLocation | 'new' | null>(null);
  const [removing, setRemoving] = useState<CompanyLocation | null>(null);

  const saved = async (location: CompanyLocation) => {
    const added = editing === 'new';
    setEditing(null);
    await onChanged();
    toast.success(added ? t('{name} was added.', { name: location.name }) : t('{name} was saved.', { name: location.name }));
  };
  const remove = async (location: CompanyLocation) => {
    setRemoving(null);
    try {
      await removeLocation(location._id);
      await onChanged();
      toast.success(t('{name} was removed.', { name: location.name }));
    } catch (error) {
      toast.error(t('{name} could not be removed: {reason}', { name: location.name, reason: (error as Error).message }));
    }
  };

  return (
    <Panel aria-labelledby="company-locations-title">
      <PanelHead>
        <h2 id="company-locations-title">{t('Locations')}</h2>
        <Button $size="sm" onClick={() => setEditing('new')} aria-haspopup="dialog">
          {t('Add a location')}
        </Button>
      </PanelHead>
      {locations.length === 0 ? (
        <p>{t('No locations yet. Add the addresses your orders ship to, such as each plant.')}</p>
      ) : (
        <SectionTable columns={[t('Location'), t('Address'), t('Phone'), t('Actions')]}>
          {locations.map((location) => (
            <tr key={location._id}>
              <th scope="row">{location.name}</th>
              <td data-label={t('Address')} lang={textLang(location.address)}>
                {location.address}
              </td>
              <td data-label={t('Phone')} className="nowrap">
                {location.phone || '–'}
              </td>
              <td className="actions">
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-haspopup="dialog"
                  aria-label={t('Edit {name}', { name: location.name })}
                  onClick={() => setEditing(location)}
                >
                  {t('Edit')}
                </Button>
                <Button $variant="danger" $size="sm" aria-label={t('Remove {name}', { name: location.name })} onClick={() => setRemoving(location)}>
                  {t('Remove')}
                </Button>
              </td>
            </tr>
          ))}
        </SectionTable>
      )}
      {editing && <LocationDialog location={editing === 'new' ? null : editing} onDone={saved} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={t('Remove {name}?', { name: removing.name })}
          message={t('Orders can no longer ship to {name}. Orders placed for it keep its address.', { name: removing.name })}
          confirmLabel={t('Remove location')}
          cancelLabel={t('Keep location')}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Panel>
  );
}
