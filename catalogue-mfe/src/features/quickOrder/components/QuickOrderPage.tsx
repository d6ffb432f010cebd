import { useId, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Link, useFormatPrice, useToast, type QuickOrderResult } from '@storefront/shared';
import { buyingMessages, changeMessages, linePrice, MAX_ORDER_LINES, rowFormProblem, type QuickOrderRow } from '@storefront/shared/schemas';
import {
  Button,
  ButtonLink,
  Card,
  Container,
  ErrorText,
  FieldRow,
  Hint,
  Input,
  Label,
  PageTitle,
  Section,
  TextArea,
  VisuallyHidden,
} from '@storefront/shared/ui';
import { checkRows } from '../../../buying/cartApi';
import { useAddLinesById } from '../../../buying/hooks';
import { pairAnswer, rowNumbers } from '../api/checkedRows';
import { packAttributes } from '../../../components/packs';
import { priceNote } from '../../../components/Prices';
import { isManyRows, parseRows } from '../api/parseRows';

interface Row extends QuickOrderRow {
  key: number;
  /** The number it had when it was checked: it keeps it while the rows around it go to the cart. */
  number?: number;
  errors?: { partNumber?: string; quantity?: string };
  note?: string;
  /** The number typed is no longer sold: the message, and that Add to cart again orders the part sold today. */
  replaced?: string;
  /** The part the check found for it, and its unit price for this buyer (the row's `price`, or the part's own for its quantity). */
  part?: QuickOrderResult['part'];
  price?: QuickOrderResult['price'];
}

/** A checked row's unit price: the server's for this buyer, else the part's own at the row's quantity (its breaks). */
function rowPrice(row: Row) {
  if (row.price) return row.price;
  const quantity = Number(row.quantity);
  return row.part ? linePrice({ price: row.part.price, breaks: row.part.breaks ?? [] }, Number.isInteger(quantity) && quantity > 0 ? quantity : 1) : undefined;
}

const EMPTY_ROWS = 5;
let nextKey = 1;
const newRow = (row: QuickOrderRow = { partNumber: '', quantity: '' }): Row => ({ ...row, key: nextKey++ });
const isBlank = (row: QuickOrderRow) => !row.partNumber.trim() && !row.quantity.trim();

// A fixed layout: the part number takes what the row number, quantity and Remove leave, down to a
// phone's width; each header cell has room of its own, and Remove never breaks inside the word.
const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th { text-align: left; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; padding: 0 8px 6px 0; white-space: nowrap; }
  td { vertical-align: top; padding: 4px 8px 8px 0; overflow-wrap: break-word; }
  th:nth-child(1) { width: 2.5rem; }
  th:nth-child(3) { width: 4.5rem; }
  th:nth-child(4) { width: 5rem; }
  th:last-child, td:last-child { padding-right: 0; }
  td:first-child { padding-top: 14px; color: ${({ theme }) => theme.colors.muted}; font-variant-numeric: tabular-nums; }
  input { min-width: 0; }
  button { padding-left: 8px; padding-right: 8px; white-space: nowrap; }
  /* The narrowest phones (and 400 % zoom): the part number keeps room to type, a header may wrap. */
  @media (max-width: 359.98px) {
    th { white-space: normal; }
    th:nth-child(1) { width: 2.25rem; }
    th:nth-child(3) { width: 4rem; }
    th:nth-child(4) { width: 4.5rem; }
    input { padding-left: 8px; padding-right: 8px; }
  }
  @media (min-width: 600px) {
    th:nth-child(3) { width: 8rem; }
    th:nth-child(4) { width: 6rem; }
  }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(3)};
  @media (min-width: 600px) { padding: ${({ theme }) => theme.space(5)}; }
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Tools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  input[type='file'] { max-width: 100%; }
  @media (min-width: 900px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** "3, 7 and 9". */
function listed(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : (words[0] ?? '');
}

/** Puts rows into the grid: in place of its empty rows, then after its last row. False (nothing changed) above the limit. */
function withRows(current: Row[], added: QuickOrderRow[], at?: number): Row[] | undefined {
  const kept = at === undefined ? current.filter((r) => !isBlank(r)) : current;
  const next = at === undefined ? [...kept, ...added.map(newRow)] : [...kept.slice(0, at), ...added.map(newRow), ...kept.slice(at + 1)];
  if (next.length > MAX_ORDER_LINES) return undefined;
  while (next.length < EMPTY_ROWS) next.push(newRow());
  return next;
}

/**
 * Quick order (`/quick-order`, signed in): part numbers and quantities typed, pasted from a
 * spreadsheet or read from a CSV file; every bad row says why on that row; Add to cart adds the
 * good rows and keeps the others to fix.
 */
export default function QuickOrderPage() {
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: EMPTY_ROWS }, () => newRow()));
  const [pasted, setPasted] = useState('');
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // What the last Add to cart did with old numbers: each number no longer sold and the part added in its place.
  const [replaced, setReplaced] = useState<string[]>([]);
  const addById = useAddLinesById();
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const pasteId = useId();
  const fileId = useId();
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

  const addRows = (added: QuickOrderRow[], at?: number): boolean => {
    const next = withRows(rows, added, at);
    if (!next) {
      setFormError(buyingMessages.tooManyLines);
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

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = parseRows(await file.text());
    if (parsed.length === 0) return setFormError(`${file.name} has no lines of part number and quantity`);
    if (addRows(parsed)) toast.success(`${parsed.length} ${parsed.length === 1 ? 'line' : 'lines'} read from ${file.name}`);
  };

  const submit = async () => {
    const filled = rows.map((r, i) => ({ ...r, number: numbers[i] })).filter((r) => !isBlank(r));
    if (filled.length === 0) return setFormError(buyingMessages.noLines);
    // Each row's own form first, on screen at once; then the parts, on the server.
    const checked: Row[] = filled.map((r) => ({ ...r, errors: rowFormProblem(r), note: undefined, replaced: undefined }));
    setFormError(undefined);
    setBusy(true);
    try {
      const candidates = checked.filter((r) => !r.errors);
      const answer = candidates.length ? (await checkRows(candidates.map(({ partNumber, quantity }) => ({ partNumber, quantity })))).rows : [];
      const paired = pairAnswer(candidates, answer);
      // A number no longer sold gives the part sold today; one that does not fit as it is waits on
      // its row, under the new number with what else to change, until Add to cart again.
      const held = (result: QuickOrderResult) => result.replacement?.interchangeable === false;
      const good = paired.filter(({ result }) => result.part && !result.errors && !held(result)).map(({ result }) => result);
      // The rows that stay keep the buyer's order and their numbers; rows merged into one go with it.
      const kept = new Map<number, Row>(checked.filter((r) => r.errors).map((r) => [r.key, r]));
      for (const { row, result, merged } of paired) {
        if (result.part && !result.errors && !held(result)) continue;
        const note = merged.length ? `Rows ${listed([row, ...merged].map((r) => String(r.number)))} were merged into this one.` : undefined;
        const replaced = result.replacement && result.part ? `${result.replacement.message} Add to cart again to order ${result.part.sku}.` : undefined;
        kept.set(row.key, {
          ...row,
          replaced,
          partNumber: result.replacement && result.part ? result.part.sku : result.partNumber,
          quantity: result.quantity,
          errors: result.errors,
          note,
          part: result.part,
          price: result.price,
        });
      }
      const bad = checked.flatMap((r) => kept.get(r.key) ?? []);
      setReplaced(good.flatMap((r) => (r.replacement ? [`${r.replacement.message} ${r.part!.sku} was added in its place.`] : [])));
      let changes: string[] = [];
      if (good.length > 0) {
        changes = changeMessages(await addById(good.map((r) => ({ partId: r.part!._id, quantity: Number(r.quantity) }))));
        toast.success(`${good.length} ${good.length === 1 ? 'line was' : 'lines were'} added to your cart.`);
        // A machine maker's number found this manufacturer's part; a part that fits none of the
        // customer's machines is worth a second look.
        const notes = [
          ...good.filter((r) => r.replacement).map((r) => r.replacement!.message),
          ...good.filter((r) => r.replaces && !r.replacement).map((r) => `${r.part!.sku} replaces ${r.replaces}.`),
          ...good.filter((r) => r.fitsMyMachines === false).map((r) => `${r.part!.sku} fits none of your machines.`),
        ];
        if (changes.length || notes.length) toast.info([...changes, ...notes].join(' '));
      }
      setRows(withRows([], bad) ?? bad);
      if (bad.length > 0)
        setFormError(`${bad.length} ${bad.length === 1 ? 'line needs' : 'lines need'} changing: see the messages on ${bad.length === 1 ? 'it' : 'them'}.`);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'Could not check the lines: try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container>
      <Section>
        <PageTitle>Quick order</PageTitle>
        <p>
          Type part numbers (ours, or the machine maker’s number a part replaces, such as 110-45400) and quantities, paste them from a spreadsheet or upload a
          CSV file, up to {MAX_ORDER_LINES} lines. Add to cart adds the lines that can be ordered and keeps the others here to fix.{' '}
          <Link to="/cart">Go to the cart</Link>
        </p>
        <Tools>
          <Panel>
            <Grid aria-label="Quick order lines">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Part number</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const n = numbers[index];
                  const numberError = row.errors?.partNumber;
                  const quantityError = row.errors?.quantity;
                  const price = rowPrice(row);
                  const said = price && priceNote(price, formatPrice);
                  return (
                    <tr key={row.key}>
                      <td>{n}</td>
                      <td>
                        <Input
                          aria-label={`Part number, row ${n}`}
                          value={row.partNumber}
                          autoCapitalize="characters"
                          spellCheck={false}
                          onChange={(e) => change(row.key, 'partNumber', e.target.value)}
                          onPaste={pasteIntoRow(index)}
                          $invalid={Boolean(numberError)}
                          aria-invalid={Boolean(numberError)}
                          aria-describedby={
                            [numberError && `qo-${row.key}-number`, row.replaced && `qo-${row.key}-replaced`].filter(Boolean).join(' ') || undefined
                          }
                        />
                        {numberError && <ErrorText id={`qo-${row.key}-number`}>{numberError}</ErrorText>}
                        {row.note && <Note>{row.note}</Note>}
                        {row.replaced && <Note id={`qo-${row.key}-replaced`}>{row.replaced}</Note>}
                        {price && (
                          <Note>
                            {row.part?.sku}: {formatPrice(price.unitPrice)} per unit{said ? ` (${said})` : ''}
                          </Note>
                        )}
                      </td>
                      <td>
                        <Input
                          aria-label={`Quantity, row ${n}`}
                          inputMode="numeric"
                          {...(row.part ? packAttributes(row.part) : {})}
                          value={row.quantity}
                          onChange={(e) => change(row.key, 'quantity', e.target.value)}
                          $invalid={Boolean(quantityError)}
                          aria-invalid={Boolean(quantityError)}
                          aria-describedby={quantityError ? `qo-${row.key}-quantity` : undefined}
                        />
                        {quantityError && <ErrorText id={`qo-${row.key}-quantity`}>{quantityError}</ErrorText>}
                      </td>
                      <td>
                        <Button
                          $variant="ghost"
                          $size="sm"
                          aria-label={`Remove row ${n}`}
                          onClick={() =>
                            setRows(
                              (all) =>
                                withRows(
                                  all.filter((r) => r.key !== row.key),
                                  [],
                                  all.length,
                                ) ?? all,
                            )
                          }
                        >
                          Remove
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Grid>
            <Bar>
              <Button $variant="secondary" onClick={() => addRows([{ partNumber: '', quantity: '' }], rows.length)}>
                Add a row
              </Button>
              <Button onClick={() => void submit()} disabled={busy}>
                {busy ? 'Checking…' : 'Add to cart'}
              </Button>
              <ButtonLink as={Link} to="/cart" $variant="ghost">
                View cart
              </ButtonLink>
            </Bar>
            <div aria-live="polite">{formError && <ErrorText role="alert">{formError}</ErrorText>}</div>
            <div role="status" aria-label="Numbers no longer sold">
              {replaced.map((message) => (
                <Note key={message}>{message}</Note>
              ))}
            </div>
          </Panel>
          <div>
            <Panel>
              <FieldRow>
                <Label htmlFor={pasteId}>Paste lines</Label>
                <Hint id={`${pasteId}-hint`}>
                  One part number and quantity a line, separated by a tab, a comma or spaces (copy two columns of a spreadsheet).
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
                  Put pasted lines in the grid
                </Button>
              </Bar>
            </Panel>
            <Panel>
              <FieldRow>
                <Label htmlFor={fileId}>Upload a CSV file</Label>
                <Hint id={`${fileId}-hint`}>Two columns, part number and quantity; a header line is skipped. Up to {MAX_ORDER_LINES} lines.</Hint>
                <input id={fileId} type="file" accept=".csv,text/csv,text/plain" aria-describedby={`${fileId}-hint`} onChange={(e) => void readFile(e)} />
              </FieldRow>
            </Panel>
          </div>
        </Tools>
      </Section>
    </Container>
  );
}
