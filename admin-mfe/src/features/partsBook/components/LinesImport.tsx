import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, plural, t } from '@storefront/shared';
import { partsBookMessages, type Assembly } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Hint, Input, Label, TextArea } from '@storefront/shared/ui';
import { importLines, importProblems } from '../api/partsBook';
import { readText } from '../../../components/readText';

const BadLines = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: 1.2rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Form = styled.form`
  textarea { min-height: 8rem; font-family: ${({ theme }) => theme.fonts.mono}; }
  code { font-size: 0.875rem; }
`;

type Outcome = { imported: number; notSoldHere: number } | { message?: string; lines: { line: number; message: string }[] };

/**
 * Import the parts list as CSV (`callout, part number or maker's number, quantity, remarks`, a
 * header line first), pasted or from a file: it replaces the list, or names each bad line by its
 * number and changes nothing.
 */
export function LinesImport({ assembly, onImported }: { assembly: Assembly; onImported(): void }) {
  const id = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setCsv(await readText(chosen));
    setFileName(chosen.name);
    setOutcome(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    if (!csv.trim()) return setError(partsBookMessages.csvRequired);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await importLines(assembly._id, csv);
      if (answer.errors.length) setOutcome(importProblems(answer));
      else {
        setOutcome({ imported: answer.lines, notSoldHere: answer.notSoldHere });
        onImported();
      }
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 400) {
        const problems = importProblems(cause);
        if (problems.lines.length) setOutcome(problems);
        else setError(problems.message ?? cause.message);
      } else setError(t('Could not import the list: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Parts list')}</h2>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Hint id={`${id}-hint`} as="p">
          {t('One row per line:')} <code>callout, part number or maker&apos;s number, quantity, remarks</code> {t('(and a fifth column,')} <code>subclass</code>
          {t(
            ", for a row of one subclass only), with that header line first. A number that is not one of this shop's parts is the maker's: the row reads “not sold here”.",
          )}{' '}
          {assembly.lines.length
            ? plural(assembly.lines.length, { one: 'Importing replaces the list of # rows.', other: 'Importing replaces the list of # rows.' })
            : t('Importing replaces the list.')}
        </Hint>
        <FieldRow>
          <Label htmlFor={`${id}-file`}>{t('CSV file')}</Label>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </FieldRow>
        <FieldRow>
          <Label htmlFor={`${id}-text`}>{fileName ? t('Lines of {file}', { file: fileName }) : t('Or paste the lines')}</Label>
          <TextArea
            id={`${id}-text`}
            value={csv}
            spellCheck={false}
            $invalid={Boolean(error)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setCsv(event.target.value);
              setFileName(undefined);
            }}
          />
          {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
        </FieldRow>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {busy ? t('Importing…') : t('Import parts list')}
        </Button>
      </Form>
      <div role="status">
        {outcome &&
          ('imported' in outcome ? (
            <p>
              {plural(outcome.imported, { one: 'Imported # row', other: 'Imported # rows' })}
              {outcome.notSoldHere ? t(', {count} of them not sold here', { count: formatNumber(outcome.notSoldHere) }) : ''}.
            </p>
          ) : (
            <>
              <ErrorText as="p">
                {outcome.message ??
                  plural(outcome.lines.length, {
                    one: 'Nothing was imported: one line needs changes.',
                    other: 'Nothing was imported: # lines need changes.',
                  })}
              </ErrorText>
              <BadLines aria-label={t('Lines to change')}>
                {outcome.lines.map((bad) => (
                  <li key={`${bad.line}-${bad.message}`}>{t('Line {line}: {message}', { line: formatNumber(bad.line), message: bad.message })}</li>
                ))}
              </BadLines>
            </>
          ))}
      </div>
    </section>
  );
}
