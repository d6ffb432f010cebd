import { useState, type ClipboardEvent } from 'react';
import { ApiError, useToast, plural, t } from '@storefront/shared';
import { buyingMessages, changeMessages, rowFormProblem, type QuickOrderRow } from '@storefront/shared/schemas';
import { checkRows } from '../../../buying/cartApi';
import { useAddLinesById } from '../../../buying/hooks';
import { pairAnswer, rowNumbers } from '../api/checkedRows';
import { isManyRows, parseRows } from '../api/parseRows';
import { addedNotes, EMPTY_ROWS, isBlank, newRow, sortChecked, withRows, type Row } from './quickOrderRows';

/**
 * Quick order's grid and what it does: rows changed, added (typed, pasted, read from a file, up
 * to the limit) and removed; Add to cart checks them on the server, adds the good ones and keeps
 * the others, each with its message, to fix.
 */
export function useQuickOrder() {
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: EMPTY_ROWS }, () => newRow()));
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // What the last Add to cart did with old numbers: each number no longer sold and the part added in its place.
  const [replaced, setReplaced] = useState<string[]>([]);
  const addById = useAddLinesById();
  const toast = useToast();
  const numbers = rowNumbers(rows);

  const change = (key: number, field: 'partNumber' | 'quantity', value: string) =>
    setRows((all) =>
      all.map((r) =>
        r.key === key
          ? {
              ...r,
              [field]: value,
              errors: r.errors && { ...r.errors, [field]: undefined },
              // Another part number is another part; another quantity may have another price.
              ...(field === 'partNumber' ? { part: undefined, price: undefined } : { price: undefined }),
            }
          : r,
      ),
    );

  const remove = (key: number) =>
    setRows(
      (all) =>
        withRows(
          all.filter((r) => r.key !== key),
          [],
          all.length,
        ) ?? all,
    );

  const addRows = (added: QuickOrderRow[], at?: number): boolean => {
    const next = withRows(rows, added, at);
    if (!next) {
      setFormError(t(buyingMessages.tooManyLines));
      return false;
    }
    setFormError(undefined);
    setRows(next);
    return true;
  };

  // Pasting several rows into a part number field spreads them over the grid from that row.
  const pasteIntoRow = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isManyRows(text)) return;
    event.preventDefault();
    addRows(parseRows(text), index);
  };

  const submit = async () => {
    const filled = rows.map((r, i) => ({ ...r, number: numbers[i] })).filter((r) => !isBlank(r));
    if (filled.length === 0) return setFormError(t(buyingMessages.noLines));
    // Each row's own form first, on screen at once; then the parts, on the server.
    const checked: Row[] = filled.map((r) => ({ ...r, errors: rowFormProblem(r), note: undefined, replaced: undefined }));
    setFormError(undefined);
    setBusy(true);
    try {
      const candidates = checked.filter((r) => !r.errors);
      const answer = candidates.length ? (await checkRows(candidates.map(({ partNumber, quantity }) => ({ partNumber, quantity })))).rows : [];
      const { good, bad } = sortChecked(checked, pairAnswer(candidates, answer));
      setReplaced(good.flatMap((r) => (r.replacement ? [`${r.replacement.message} ${t('{sku} was added in its place.', { sku: r.part!.sku })}`] : [])));
      if (good.length > 0) {
        const changes = changeMessages(await addById(good.map((r) => ({ partId: r.part!._id, quantity: Number(r.quantity) }))));
        toast.success(plural(good.length, { one: '# line was added to your cart.', other: '# lines were added to your cart.' }));
        const notes = addedNotes(good);
        if (changes.length || notes.length) toast.info([...changes, ...notes].join(' '));
      }
      setRows(withRows([], bad) ?? bad);
      if (bad.length > 0)
        setFormError(plural(bad.length, { one: '# line needs changing: see the messages on it.', other: '# lines need changing: see the messages on them.' }));
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('Could not check the lines: try again'));
    } finally {
      setBusy(false);
    }
  };

  return { rows, numbers, formError, setFormError, busy, replaced, change, remove, addRows, pasteIntoRow, submit };
}
