import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, t, useRefreshLists, useToast } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText, ListToolbar, PagedTable, SearchField } from '@storefront/shared/ui';
import { setPriceListCompanies, useCompanyChoices } from '../api/priceLists';

type Company = { id: string; name: string };

const Chosen = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space(2)}; max-width: 32rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${({ theme }) => theme.space(2)} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
  input { width: 1.1rem; height: 1.1rem; }
`;

/**
 * The companies that buy at the list: chosen from the companies (searched by name or tax number)
 * in a dialog, removed one by one; Save sends them all (a company leaves any other list).
 */
export function CompaniesSection({ list, onSaved }: { list: PriceListDetail; onSaved(list: PriceListDetail): void }) {
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [chosen, setChosen] = useState<Company[]>(list.companies);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(list.companies), [list.companies]);

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await setPriceListCompanies(
        list.id,
        chosen.map((c) => c.id),
      );
      toast.success(t('{name}: its companies were saved.', { name: saved.name }));
      onSaved(saved);
      void refreshLists(priceEndpoints.listPriceLists);
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.fields?.companyIds
          ? cause.fields.companyIds
          : t('Could not save the companies: {reason}', { reason: (cause as Error).message }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="list-companies">
      <h2 id="list-companies">{t('Companies')}</h2>
      {chosen.length === 0 ? (
        <p>{t('No company buys at this list yet.')}</p>
      ) : (
        <Chosen aria-labelledby="list-companies">
          {chosen.map((company) => (
            <li key={company.id}>
              {company.name}
              <Button $size="sm" $variant="secondary" onClick={() => setChosen(chosen.filter((c) => c.id !== company.id))}>
                {t('Remove {name}', { name: company.name })}
              </Button>
            </li>
          ))}
        </Chosen>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button $variant="secondary" onClick={() => setChoosing(true)}>
          {t('Choose companies')}
        </Button>
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? t('Saving…') : t('Save companies')}
        </Button>
      </Actions>
      {choosing && (
        <ChooseDialog
          chosen={chosen}
          onClose={() => setChoosing(false)}
          onDone={(next) => {
            setChosen(next);
            setChoosing(false);
          }}
        />
      )}
    </section>
  );
}

function ChooseDialog({ chosen, onClose, onDone }: { chosen: Company[]; onClose(): void; onDone(companies: Company[]): void }) {
  const [q, setQ] = useState<string>();
  const [pages, setPages] = useState(1);
  const [picked, setPicked] = useState<Company[]>(chosen);
  const companies = useCompanyChoices(q, pages, setPages);
  const toggle = (company: Company, on: boolean) => setPicked(on ? [...picked, company] : picked.filter((c) => c.id !== company.id));

  return (
    <Dialog title={t('Choose companies')} onClose={onClose}>
      <ListToolbar>
        <SearchField label={t('Search companies')} placeholder={t('Name or tax number')} value={q ?? ''} onSearch={(next) => setQ(next || undefined)} />
      </ListToolbar>
      <PagedTable
        list={companies}
        noun={['company', 'companies']}
        frameLabel={t('Companies')}
        filtered={Boolean(q)}
        onClearFilters={() => setQ(undefined)}
        emptyTitle={t('No companies yet')}
      >
        <Choices aria-label={t('Companies')}>
          {companies.items.map((company) => (
            <li key={company._id}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.some((c) => c.id === company._id)}
                  onChange={(event) => toggle({ id: company._id, name: company.name }, event.target.checked)}
                />
                {company.name}
              </label>
            </li>
          ))}
        </Choices>
      </PagedTable>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => onDone(picked)}>{t('Done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
