import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, plural, t, useConfig, useNavigate, useParams, useRefreshLists, useToast } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { Badge, Button, ConfirmDialog, ErrorText, PageTitle, DetailStates } from '@storefront/shared/ui';
import { AdminPage, Panel, Sections } from '../../../components/AdminPage';
import { useFormSave } from '../../../components/useFormSave';
import { dateAfter } from '../../../components/dates';
import { deletePriceList, editPriceList, listRequest, listValues, usePriceList, validityOf, type ListValues } from '../api/priceLists';
import { ListFields } from './ListFields';
import { VALIDITY_LABEL, validityText } from './ManagePriceListsPage';
import { PricesSection } from './PricesSection';
import { ImportExport } from './ImportExport';
import { CompaniesSection } from './CompaniesSection';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const TONE = { 'Valid today': 'success', 'Not yet valid': 'warning', Expired: 'neutral' } as const;

/**
 * One price list (`/dashboard/managePriceLists/<id>`): its name and dates to edit, or to delete;
 * its prices (a part from a quantity at a price) to edit, import or export as CSV; the companies
 * that buy at it.
 */
export default function PriceListPage() {
  const { id } = useParams();
  const list = usePriceList(id);

  if (list.error || !list.data)
    return (
      <DetailStates
        read={list}
        what="price list"
        notFound={
          <>
            {t('There is no such price list.')} <Link to="/dashboard/managePriceLists">{t('See all price lists')}</Link>
          </>
        }
      />
    );
  const data = list.data;
  const saved = (next: PriceListDetail) => void list.mutate(next, { revalidate: false });
  const validity = validityOf(data, dateAfter(0));
  return (
    <AdminPage>
      <p>
        <Link to="/dashboard/managePriceLists">← {t('Manage Price Lists')}</Link>
      </p>
      <PageTitle>{data.name}</PageTitle>
      <p>
        <Badge $tone={TONE[validity]}>{t(VALIDITY_LABEL[validity])}</Badge> {validityText(data)}
      </p>
      <Sections>
        <Details list={data} onSaved={saved} />
        <PricesSection list={data} onSaved={saved} />
        <ImportExport list={data} onImported={() => void list.mutate()} />
        <CompaniesSection list={data} onSaved={saved} />
      </Sections>
    </AdminPage>
  );
}

function Details({ list, onSaved }: { list: PriceListDetail; onSaved(list: PriceListDetail): void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshLists = useRefreshLists();
  const { currency } = useConfig();
  const [confirming, setConfirming] = useState(false);
  const initial = useMemo(() => listValues(list), [list]);
  const { values, setValues, errors, busy, save } = useFormSave({
    initial,
    request: (next: ListValues) => listRequest(next, currency),
    send: (body) => editPriceList(list.id, body),
    onSaved: (saved) => {
      toast.success(t('{name} was saved.', { name: saved.name }));
      onSaved(saved);
      void refreshLists(priceEndpoints.listPriceLists);
    },
    failure: t('Could not save the price list'),
  });

  const remove = async () => {
    setConfirming(false);
    try {
      await deletePriceList(list.id);
      toast.success(t('{name} was deleted.', { name: list.name }));
      void refreshLists(priceEndpoints.listPriceLists);
      navigate('/dashboard/managePriceLists');
    } catch (cause) {
      toast.error(t('Could not delete the price list: {reason}', { reason: (cause as Error).message }));
    }
  };

  return (
    <section aria-labelledby="list-details">
      <h2 id="list-details">{t('Details')}</h2>
      <Panel>
        <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="list-details">
          <ListFields values={values} errors={errors} onChange={setValues} />
          {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? t('Saving…') : t('Save changes')}
            </Button>
            <Button $variant="danger" onClick={() => setConfirming(true)}>
              {t('Delete price list')}
            </Button>
          </Actions>
        </form>
      </Panel>
      {confirming && (
        <ConfirmDialog
          title={t('Delete {name}?', { name: list.name })}
          message={
            list.companies.length
              ? plural(list.companies.length, {
                  one: 'Its company buys at list prices from now on. Orders placed keep their prices.',
                  other: 'Its # companies buy at list prices from now on. Orders placed keep their prices.',
                })
              : t('Orders placed at its prices keep them.')
          }
          confirmLabel={t('Delete price list')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
