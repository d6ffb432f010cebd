import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, useConfig, useNavigate, useParams, useRefreshLists, useToast } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { Badge, Button, ConfirmDialog, ErrorText, PageTitle, DetailStates } from '@storefront/shared/ui';
import { AdminPage, Panel, Sections } from '../../../components/AdminPage';
import { useFormSave } from '../../../components/useFormSave';
import { dateAfter } from '../../../components/dates';
import { deletePriceList, editPriceList, listRequest, listValues, usePriceList, validityOf, type ListValues } from '../api/priceLists';
import { ListFields } from './ListFields';
import { validityText } from './ManagePriceListsPage';
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
            There is no such price list. <Link to="/dashboard/managePriceLists">See all price lists</Link>
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
        <Link to="/dashboard/managePriceLists">← Manage Price Lists</Link>
      </p>
      <PageTitle>{data.name}</PageTitle>
      <p>
        <Badge $tone={TONE[validity]}>{validity}</Badge> {validityText(data)}
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
      toast.success(`${saved.name} was saved.`);
      onSaved(saved);
      void refreshLists(priceEndpoints.listPriceLists);
    },
    failure: 'Could not save the price list',
  });

  const remove = async () => {
    setConfirming(false);
    try {
      await deletePriceList(list.id);
      toast.success(`${list.name} was deleted.`);
      void refreshLists(priceEndpoints.listPriceLists);
      navigate('/dashboard/managePriceLists');
    } catch (cause) {
      toast.error(`Could not delete the price list: ${(cause as Error).message}`);
    }
  };

  return (
    <section aria-labelledby="list-details">
      <h2 id="list-details">Details</h2>
      <Panel>
        <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="list-details">
          <ListFields values={values} errors={errors} onChange={setValues} />
          {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Save changes'}
            </Button>
            <Button $variant="danger" onClick={() => setConfirming(true)}>
              Delete price list
            </Button>
          </Actions>
        </form>
      </Panel>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${list.name}?`}
          message={
            list.companies.length
              ? `Its ${list.companies.length === 1 ? 'company buys' : `${list.companies.length} companies buy`} at list prices from now on. Orders placed keep their prices.`
              : 'Orders placed at its prices keep them.'
          }
          confirmLabel="Delete price list"
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
