import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, useRefreshLists, useToast } from '@storefront/shared';
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
    if (!chosen) return setError('Choose a CSV file.');
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
      setError(cause instanceof ApiError && cause.fields?.csv ? cause.fields.csv : `Could not import the file: ${(cause as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      await exportPriceList(list);
    } catch (cause) {
      toast.error(`Could not export the prices: ${(cause as Error).message}`);
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="list-csv">
      <h2 id="list-csv">Import and export</h2>
      <form onSubmit={(event) => void upload(event)} noValidate aria-labelledby="list-csv">
        <Row>
          <FieldRow>
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <Input id={`${id}-file`} ref={file} type="file" accept=".csv,text/csv" aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined} />
          </FieldRow>
          <Button type="submit" $variant="secondary" disabled={busy}>
            {busy ? 'Importing…' : 'Import CSV'}
          </Button>
          <Button $variant="secondary" onClick={() => void download()}>
            Export CSV
          </Button>
        </Row>
        <Hint id={`${id}-hint`}>Columns: part number, min quantity, price, with that header line first. Importing replaces the list’s prices.</Hint>
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </form>
      <div role="status">
        {result &&
          (result.errors.length ? (
            <>
              <ErrorText as="p">
                Nothing was imported: {result.errors.length === 1 ? 'one line needs' : `${result.errors.length} lines need`} changes.
              </ErrorText>
              <BadLines>
                {result.errors.map((bad) => (
                  <li key={`${bad.line}-${bad.message}`}>
                    Line {bad.line}: {bad.message}
                  </li>
                ))}
              </BadLines>
            </>
          ) : (
            <p>
              Imported {result.imported} {result.imported === 1 ? 'price' : 'prices'}
            </p>
          ))}
      </div>
    </section>
  );
}
