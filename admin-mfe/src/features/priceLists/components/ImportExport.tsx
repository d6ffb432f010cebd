import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, plural, t, useRefreshLists, useToast } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { PriceListDetail, PriceListImport } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import { exportPriceList, importPriceList } from '../api/priceLists';
import { readText } from '../../../components/readText';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { margin: 0; }
`;

const BadLines = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: 1.2rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Import CSV (`part number, min quantity, price`, a header line first) replaces the list's prices,
 * or names each bad line and changes nothing; Export CSV downloads them in the same columns.
 */
export function ImportExport({ list, onImported }: { list: PriceListDetail; onImported(): void }) {
  const id = useId();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const file = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<PriceListImport>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    setResult(undefined);
    if (!chosen) return setError(t('Choose a CSV file.'));
    setError(undefined);
    setBusy(true);
    try {
      const answer = await importPriceList(list.id, await readText(chosen));
      setResult(answer);
      if (answer.errors.length === 0) {
        if (file.current) file.current.value = '';
        onImported();
        void refreshLists(priceEndpoints.listPriceLists);
      }
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.fields?.csv ? cause.fields.csv : t('Could not import the file: {reason}', { reason: (cause as Error).message }),
      );
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      await exportPriceList(list);
    } catch (cause) {
      toast.error(t('Could not export the prices: {reason}', { reason: (cause as Error).message }));
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="list-csv">
      <h2 id="list-csv">{t('Import and export')}</h2>
      <form onSubmit={(event) => void upload(event)} noValidate aria-labelledby="list-csv">
        <Row>
          <FieldRow>
            <Label htmlFor={`${id}-file`}>{t('CSV file')}</Label>
            <Input id={`${id}-file`} ref={file} type="file" accept=".csv,text/csv" aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined} />
          </FieldRow>
          <Button type="submit" $variant="secondary" disabled={busy}>
            {busy ? t('Importing…') : t('Import CSV')}
          </Button>
          <Button $variant="secondary" onClick={() => void download()}>
            {t('Export CSV')}
          </Button>
        </Row>
        <Hint id={`${id}-hint`}>
          {t('Columns: {columns}, with that header line first. Importing replaces the list’s prices.', { columns: 'part number, min quantity, price' })}
        </Hint>
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </form>
      <div role="status">
        {result &&
          (result.errors.length ? (
            <>
              <ErrorText as="p">
                {plural(result.errors.length, {
                  one: 'Nothing was imported: one line needs changes.',
                  other: 'Nothing was imported: # lines need changes.',
                })}
              </ErrorText>
              <BadLines>
                {result.errors.map((bad) => (
                  <li key={`${bad.line}-${bad.message}`}>{t('Line {line}: {message}', { line: formatNumber(bad.line), message: bad.message })}</li>
                ))}
              </BadLines>
            </>
          ) : (
            <p>{plural(result.imported, { one: 'Imported # price', other: 'Imported # prices' })}</p>
          ))}
      </div>
    </section>
  );
}
