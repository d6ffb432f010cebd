import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, plural, t, useToast, type FitmentImportResult } from '@storefront/shared';
import { machineMessages } from '@storefront/shared/schemas';
import { Button, Card, ErrorText, Input, Label, TextArea } from '@storefront/shared/ui';
import { importFitment } from '../api/machines';

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(8)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(2)}; }
  code { font-size: 0.875rem; }
  textarea { min-height: 8rem; font-family: ui-monospace, monospace; }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  min-height: 44px;
  input { width: 20px; height: 20px; }
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: 1.2em;
  max-height: 16rem;
  overflow-y: auto;
`;

/** The import's counts in words: "3 machine lines", "1 OEM number". */
const importedCounts = (answer: Pick<FitmentImportResult, 'fits' | 'oemNumbers'>) => ({
  lines: plural(answer.fits, { one: '# machine line', other: '# machine lines' }),
  numbers: plural(answer.oemNumbers, { one: '# OEM number', other: '# OEM numbers' }),
});

/**
 * Import of fitment from a CSV file or pasted text: `part number, brand, model[, subclass]` lines
 * (a machine the part fits) and `part number, OEM number` lines (a maker's number it replaces).
 * The good lines are applied together; each bad one is listed with its line number and why.
 */
export function ImportPanel({ onImported }: { onImported(): void }) {
  const toast = useToast();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [addMachines, setAddMachines] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<FitmentImportResult>();
  const id = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCsv(await file.text());
    setFileName(file.name);
    setResult(undefined);
  };

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!csv.trim()) return setError(machineMessages.csvRequired);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await importFitment(csv, addMachines);
      setResult(answer);
      toast.success(t('Imported {lines} and {numbers}', importedCounts(answer)));
      onImported();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('The file could not be imported: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Import fitment (CSV)')}</h2>
      <p>
        {t('One line per fact:')} <code>part number, brand, model[, subclass]</code> {t('for a machine the part fits')} (
        <code>SL-FD-0005, JUKI, DDL-8700, 7</code>), {t('or')} <code>part number, OEM number</code> {t('for a machine maker’s number it replaces')} (
        <code>SL-FD-0005, JUKI 110-45400</code>).{' '}
        {t(
          'A first line of column names is skipped. Lines already recorded are kept; the good lines are applied together, and each bad line is listed below with its number.',
        )}
      </p>
      <form onSubmit={run} noValidate>
        <Field>
          <Label htmlFor={`${id}-file`}>{t('CSV file')}</Label>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-text`}>{fileName ? t('Lines of {file}', { file: fileName }) : t('Or paste the lines')}</Label>
          <TextArea
            id={`${id}-text`}
            value={csv}
            spellCheck={false}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCsv(event.target.value);
              setFileName(undefined);
            }}
          />
        </Field>
        <Check>
          <input type="checkbox" checked={addMachines} onChange={(event) => setAddMachines(event.target.checked)} />
          {t('Add machines not yet listed')}
        </Check>
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('Importing…') : t('Import')}
        </Button>
      </form>
      {result && (
        <div role="status">
          <p>
            <strong>
              {t('{lines} and {numbers} imported', importedCounts(result))}
              {result.machinesAdded
                ? t('; {machines} listed', { machines: plural(result.machinesAdded, { one: '# new machine', other: '# new machines' }) })
                : ''}
              .
            </strong>{' '}
            {result.errors.length === 0
              ? t('Every line was good.')
              : plural(result.errors.length, { one: '# line was not imported:', other: '# lines were not imported:' })}
          </p>
          {result.errors.length > 0 && (
            <Lines aria-label={t('Lines not imported')}>
              {result.errors.map((line) => (
                <li key={`${line.line}:${line.message}`}>{t('Line {line}: {message}', { line: formatNumber(line.line), message: line.message })}</li>
              ))}
            </Lines>
          )}
        </div>
      )}
    </Panel>
  );
}
