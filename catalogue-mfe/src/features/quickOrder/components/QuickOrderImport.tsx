import { useId, useState, type ChangeEvent } from 'react';
import { useToast, plural, t } from '@storefront/shared';
import { MAX_ORDER_LINES, type QuickOrderRow } from '@storefront/shared/schemas';
import { Button, FieldRow, Hint, Label, TextArea } from '@storefront/shared/ui';
import { parseRows } from '../api/parseRows';
import { Bar, Panel } from './quickOrderStyles';
import { localNumber } from '../../../i18n/localName';

export interface QuickOrderImportProps {
  /** Puts rows into the grid; false when they would pass the limit (the grid says so). */
  addRows: (added: QuickOrderRow[]) => boolean;
  setFormError: (message: string) => void;
}

/** Lines pasted from a spreadsheet, or read from a CSV file, into the grid. */
export function QuickOrderImport({ addRows, setFormError }: QuickOrderImportProps) {
  const [pasted, setPasted] = useState('');
  const toast = useToast();
  const pasteId = useId();
  const fileId = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = parseRows(await file.text());
    if (parsed.length === 0) return setFormError(t('{file} has no lines of part number and quantity', { file: file.name }));
    if (addRows(parsed)) toast.success(plural(parsed.length, { one: '# line read from {file}', other: '# lines read from {file}' }, { file: file.name }));
  };

  return (
    <div>
      <Panel>
        <FieldRow>
          <Label htmlFor={pasteId}>{t('Paste lines')}</Label>
          <Hint id={`${pasteId}-hint`}>
            {t('One part number and quantity a line, separated by a tab, a comma or spaces (copy two columns of a spreadsheet).')}
          </Hint>
          <TextArea id={pasteId} aria-describedby={`${pasteId}-hint`} value={pasted} onChange={(e) => setPasted(e.target.value)} spellCheck={false} />
        </FieldRow>
        <Bar>
          <Button
            $variant="secondary"
            disabled={!pasted.trim()}
            onClick={() => {
              if (addRows(parseRows(pasted))) setPasted('');
            }}
          >
            {t('Put pasted lines in the grid')}
          </Button>
        </Bar>
      </Panel>
      <Panel>
        <FieldRow>
          <Label htmlFor={fileId}>{t('Upload a CSV file')}</Label>
          <Hint id={`${fileId}-hint`}>
            {t('Two columns, part number and quantity; a header line is skipped. Up to {max} lines.', { max: localNumber(MAX_ORDER_LINES) })}
          </Hint>
          <input id={fileId} type="file" accept=".csv,text/csv,text/plain" aria-describedby={`${fileId}-hint`} onChange={(e) => void readFile(e)} />
        </FieldRow>
      </Panel>
    </div>
  );
}
