import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  ApiError,
  type CartChange,
  formatUnits,
  Link,
  useConfig,
  useFormatPrice,
  useNavigate,
  useNavigation,
  useSession,
  useToast,
  t,
} from '@storefront/shared';
import { changeMessages, quantityTextProblem, type AssemblyLine, type RowPart } from '@storefront/shared/schemas';
import { Button, ButtonLink, ErrorText, labelledCardRows, media, Table, VisuallyHidden } from '@storefront/shared/ui';
import { soldOut } from '../../../components/AddToCartButton';
import { packAttributes } from '../../../components/packs';
import { YourPrice } from '../../../components/Prices';
import { useQuantityAdd } from '../../../components/quantityAdd';
import { addParts } from '../api/buying';
import { MakerQuoteDialog, quotePath } from './MakerQuoteDialog';
import { otherSubclass, prefill, rowId, rowName, rowNameLang, rowNumber, subclassLabel } from './rows';
import { LINK, withLink } from '../../../components/LocalName';
import { localName, localNumber, numberLocale } from '../../../i18n/localName';

// A signed-in buyer's prices load with the list, as the cards' do: a visitor's page carries none of their code.
const RowPrices = lazy(() => import(/* webpackChunkName: "card-prices" */ '../../../pricing/CardPrices'));

const Wrap = styled.div`
  /* A narrow column scrolls the table in its frame, never the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    ${labelledCardRows}
    tbody td:empty { display: none; }
    td.part { display: block; text-align: left; }
    td.part::before { display: none; }
  }
  ${media.md} {
    td, th { vertical-align: top; }
    thead th { white-space: normal; }
    /* The part's number and name together take the room; the figures keep to their width. */
    th.callout, thead th:first-child { width: 2.5rem; }
    td.part { min-width: 10rem; }
    td.part a, td.part .number, td.price .figure { white-space: nowrap; }
    td.num { width: 4.5rem; }
  }
  /* Beside the drawing (a column of some 650 px): tighter cells, the quantity above its button,
     Ask for a quote on two lines, so every column fits without scrolling the table. */
  ${media.lg} {
    th, td { padding: 10px 8px; }
    thead th { font-size: 0.8125rem; }
    td.part { min-width: 0; }
    td.actions form.buy { flex-direction: column; align-items: flex-start; }
    form.buy button { white-space: nowrap; }
    .order { flex-direction: column; gap: 2px; }
    .quote { white-space: normal; text-align: center; max-width: 7rem; }
    label.tick { min-width: 32px; min-height: 32px; margin: 0; justify-content: flex-start; }
  }
  /* The rows' own pieces are classes of the list, not components of their own: a book of 200
     rows renders (on the server too) without styling each row's pieces one by one. Below the
     shell's 120 px header when a row is brought into view. */
  tbody tr { scroll-margin: 136px 0 96px; }
  tbody tr.other td { color: ${({ theme }) => theme.colors.muted}; }
  tbody tr.chosen { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent}; }
  tbody tr.chosen > th, tbody tr.chosen > td { background: ${({ theme }) => theme.colors.accentSoft}; }
  th.callout { font-weight: 700; font-size: 1.0625rem; }
  td.part .number { font-weight: 600; }
  td.part .name { display: block; }
  td.price .stock { display: block; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
  td.price .stock.out { color: ${({ theme }) => theme.colors.warning}; font-weight: 600; }
  .mark {
    display: inline-block;
    margin-top: 4px;
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: 0.8125rem;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  .mark.warning { background: ${({ theme }) => theme.colors.warningSoft}; color: ${({ theme }) => theme.colors.warning}; }
  .order { display: flex; gap: 8px; align-items: flex-start; }
  form.buy {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    justify-content: flex-start;
    input {
      width: 5rem;
      min-height: 40px;
      padding: 6px 8px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.sm};
      font: inherit;
    }
    p { flex-basis: 100%; margin: 0; font-size: 0.8125rem; }
  }
  p.note { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; margin: 4px 0 0; }
  .asked { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
  /* The tick box beside its row's quantity, 44 px to tap. */
  label.tick { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; margin: -2px 0 0 -10px; cursor: pointer; }
  input.check { width: 22px; height: 22px; margin: 0; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; }
`;

/** The part a row's Add to cart adds: the row's own, or the part sold today in its place. */
const buyable = (line: AssemblyLine): RowPart | null => (line.replacement ? (line.currentPart ?? null) : line.part);

/** Each part sold on the page once: the parts whose prices a signed-in buyer reads. */
const soldIn = (lines: readonly AssemblyLine[]): RowPart[] => [
  ...new Map(
    lines
      .map(buyable)
      .filter((p): p is RowPart => p !== null)
      .map((p) => [p._id, p]),
  ).values(),
];

type Adding = { part: RowPart; quantity: number; label: string };

/** The ticked rows that can be added at their quantities, and those that cannot, each with why. */
function tickedRows(chosen: readonly AssemblyLine[], quantityOf: (line: AssemblyLine, part: RowPart) => string): { adding: Adding[]; failed: string[] } {
  const adding: Adding[] = [];
  const failed: string[] = [];
  for (const line of chosen) {
    const part = buyable(line);
    const label = part?.sku ?? rowNumber(line);
    const text = part ? quantityOf(line, part) : '';
    const problem = !part ? t('not sold here') : soldOut(part) ? t('out of stock') : quantityTextProblem(text);
    if (problem || !part) failed.push(`${label} (${problem})`);
    else adding.push({ part, quantity: Number(text.trim()), label });
  }
  return { adding, failed };
}

/** What Add selected to cart says: what was added, what had to change, what was not added. */
const addedReport = (adding: Adding[], changes: CartChange[], failed: string[]): string =>
  [
    adding.length ? t('Added to your cart: {lines}.', { lines: adding.map((a) => `${a.label} × ${localNumber(a.quantity)}`).join(', ') }) : '',
    changes.length ? changeMessages(changes).join(' ') : '',
    failed.length ? t('Not added: {lines}.', { lines: failed.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');

export interface PartsListProps {
  id: string;
  lines: readonly AssemblyLine[];
  /** The customer's subclasses of this machine (rows for others are marked). */
  mine: readonly string[];
  chosen: string | null;
  /** Bumped on each choice on the drawing: the chosen rows scroll into view. */
  choice: number;
  onPoint(callout: string | null): void;
  /** The machine and assembly ("JUKI DDL-8700: Feed mechanism"), named in a quote's request. */
  about: string;
  /** The assembly's id, which a quote's request names (the admin sees where it was asked from). */
  assemblyId: string;
}

/**
 * The assembly's parts list, the drawing's text alternative: a table (cards on a phone), each
 * row with its callout, part or maker's number and name, quantity per assembly, remarks, the
 * reader's price and stock, a checkbox and Add to cart with the quantity the assembly holds (a
 * part not sold here: Ask for a quote); Add selected to cart adds the ticked rows at once.
 */
export function PartsList({ id, lines, mine, chosen, choice, onPoint, about, assemblyId }: PartsListProps) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const body = useRef<HTMLTableSectionElement>(null);
  const signedIn = session.status === 'signed-in';
  // The row whose quote is being asked for (its dialog open), and the quotes asked from this page, by row.
  const [quoting, setQuoting] = useState<AssemblyLine | null>(null);
  const [asked, setAsked] = useState<Record<string, string>>({});
  // A signed-in buyer's list prices, by part id, where their list is below the part's own price.
  const [yours, setYours] = useState<Record<string, number>>({});
  const sold = useMemo(() => soldIn(lines), [lines]);

  useEffect(() => {
    if (!chosen || !choice) return;
    const first = lines.find((line) => line.callout === chosen);
    const row = first && body.current?.querySelector<HTMLElement>(`#${rowId(first)}`);
    row?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // Only a new choice scrolls, not a change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, choice]);

  const quantityOf = (line: AssemblyLine, part: RowPart) => texts[line._id] ?? String(prefill(line.quantity, part).quantity);

  const addSelected = async () => {
    const { adding, failed } = tickedRows(
      lines.filter((line) => ticked.has(line._id)),
      quantityOf,
    );
    setBusy(true);
    try {
      const changes = adding.length ? await addParts(signedIn, mutate, adding) : [];
      const said = addedReport(adding, changes, failed);
      setReport(said);
      if (adding.length) {
        toast[failed.length || changes.length ? 'info' : 'success'](said, { link: { label: t('View cart'), to: '/cart', navigate } });
        setTicked(new Set());
      }
    } catch (error) {
      const message = t('Nothing was added: {reason}', { reason: error instanceof ApiError ? error.message : t('the cart could not be reached. Try again.') });
      setReport(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <Bar>
        <Button $variant="accent" disabled={busy || ticked.size === 0} onClick={() => void addSelected()}>
          {t('Add selected to cart')}
          {ticked.size ? ` (${localNumber(ticked.size)})` : ''}
        </Button>
        <p role="status">{report}</p>
      </Bar>
      <List id={id} aria-label={t('Parts list, by callout number')}>
        <thead>
          <tr>
            <th scope="col">{t('Callout')}</th>
            <th scope="col">{t('Part')}</th>
            <th scope="col" className="num">
              {t('Quantity per assembly')}
            </th>
            <th scope="col">{t('Remarks')}</th>
            <th scope="col">{t('Price per unit')}</th>
            <th scope="col">
              <VisuallyHidden>{t('Order')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {lines.map((line) => (
            <PartsRow
              key={line._id}
              line={line}
              other={otherSubclass(line, mine)}
              chosen={chosen === line.callout}
              ticked={ticked.has(line._id)}
              onTick={(on) => {
                const next = new Set(ticked);
                if (on) next.add(line._id);
                else next.delete(line._id);
                setTicked(next);
              }}
              onPoint={onPoint}
              yours={yours}
              text={(part) => quantityOf(line, part)}
              onText={(text) => setTexts((all) => ({ ...all, [line._id]: text }))}
              quote={<RowQuote line={line} asked={asked[line._id]} onAsk={() => setQuoting(line)} />}
            />
          ))}
        </tbody>
      </List>
      {quoting && (
        <MakerQuoteDialog
          line={quoting}
          assemblyId={assemblyId}
          about={about}
          onClose={() => setQuoting(null)}
          onRequested={(quote) => {
            setAsked((all) => ({ ...all, [quoting._id]: quote.number }));
            setQuoting(null);
          }}
        />
      )}
      {signedIn && sold.length > 0 && (
        <Suspense fallback={null}>
          <RowPrices parts={sold} onPrices={setYours} />
        </Suspense>
      )}
    </Wrap>
  );
}

interface PartsRowProps {
  line: AssemblyLine;
  /** For another subclass than the customer's. */
  other: boolean;
  chosen: boolean;
  ticked: boolean;
  onTick(on: boolean): void;
  onPoint(callout: string | null): void;
  /** The buyer's own prices by part id. */
  yours: Record<string, number>;
  text(part: RowPart): string;
  onText(text: string): void;
  /** A row not sold here: its Ask for a quote. */
  quote: ReactNode;
}

/** A row of the list: callout, part, quantity per assembly, remarks, price and stock, and its order or quote. */
function PartsRow({ line, other, chosen, ticked, onTick, onPoint, yours, text, onText, quote }: PartsRowProps) {
  const formatPrice = useFormatPrice();
  const locale = numberLocale(useConfig().locale);
  const part = buyable(line);
  return (
    <tr
      id={rowId(line)}
      className={[chosen ? 'chosen' : '', other ? 'other' : ''].filter(Boolean).join(' ') || undefined}
      data-callout={line.callout}
      aria-current={chosen ? 'true' : undefined}
      onPointerEnter={() => onPoint(line.callout)}
      onPointerLeave={() => onPoint(null)}
      onFocus={() => onPoint(line.callout)}
      onBlur={() => onPoint(null)}
    >
      <th scope="row" className="callout">
        {line.callout}
      </th>
      <td className="part">
        {line.part ? (
          <Link to={`/parts/${line.part._id}`} className="number">
            {line.part.sku}
          </Link>
        ) : (
          <span className="number">{line.makerNumber}</span>
        )}
        {!line.part && (
          <>
            {' '}
            <span className="mark">{t('Not sold here')}</span>
          </>
        )}
        <span className="name" lang={rowNameLang(line)}>
          {rowName(line)}
        </span>
        {line.part && line.makerNumber && <p className="note">{t('Maker’s number {number}', { number: line.makerNumber })}</p>}
        {line.replacement && (
          <p className="note">
            {line.replacement.message} <Link to={`/parts/${line.replacement.current._id}`}>{t('See {sku}', { sku: line.replacement.current.sku })}</Link>
          </p>
        )}
      </td>
      <td data-label={t('Quantity per assembly')} className="num">
        {localNumber(line.quantity)}
      </td>
      <td data-label={t('Remarks')}>
        {(line.remarks || other) && (
          <span>
            {line.remarks}
            {other && line.subclass && (
              <>
                {line.remarks ? ' ' : ''}
                <span className="mark warning">{t('For subclass {subclass}, not yours', { subclass: subclassLabel(line.subclass) })}</span>
              </>
            )}
          </span>
        )}
      </td>
      <td data-label={t('Price per unit')} className="price">
        {part && (
          <span>
            {yours[part._id] !== undefined ? (
              <YourPrice listPrice={part.price} unitPrice={yours[part._id]!} />
            ) : (
              <span className="figure">{formatPrice(part.price)}</span>
            )}
            {/* Less than the minimum order is as good as none, as on the part's card. */}
            {soldOut(part) ? (
              <span className="stock out">{t('Out of stock')}</span>
            ) : (
              <span className="stock">{t('In stock: {units}', { units: formatUnits(part.available_Quantity, locale) })}</span>
            )}
          </span>
        )}
      </td>
      <td className="actions">
        {part ? (
          <div className="order">
            <label className="tick">
              <input
                className="check"
                type="checkbox"
                aria-label={t('Select {callout}: {name}', { callout: line.callout, name: rowName(line) })}
                checked={ticked}
                onChange={(event) => onTick(event.target.checked)}
              />
            </label>
            <RowAdd line={line} part={part} text={text(part)} onText={onText} />
          </div>
        ) : (
          quote
        )}
      </td>
    </tr>
  );
}

/**
 * A row not sold here: Ask for a quote, in a dialog, for a signed-in customer (then a link to the
 * quote asked for); a visitor signs in first and comes back to this row.
 */
function RowQuote({ line, asked, onAsk }: { line: AssemblyLine; asked: string | undefined; onAsk(): void }) {
  const session = useSession();
  const { pathname, search } = useNavigation();
  const names = `${line.callout}: ${rowName(line)}, ${rowNumber(line)}`;
  if (session.status !== 'signed-in')
    return (
      <ButtonLink
        as={Link}
        className="quote"
        $variant="secondary"
        $size="sm"
        to="/login"
        state={{ from: { pathname, search, hash: `#callout-${encodeURIComponent(line.callout)}` } }}
        aria-label={t('Sign in to ask for a quote, {names}', { names })}
        // In the server's HTML (a visitor's), hidden in a returning customer's browser until the app shows their button.
        data-visitor-only=""
      >
        {t('Sign in to ask for a quote')}
      </ButtonLink>
    );
  return (
    <div className="asked">
      <Button
        type="button"
        className="quote"
        $variant="secondary"
        $size="sm"
        aria-haspopup="dialog"
        aria-label={t('Ask for a quote, {names}', { names })}
        onClick={(event) => {
          // Safari does not focus a clicked button: the dialog gives the focus back to it.
          event.currentTarget.focus();
          onAsk();
        }}
      >
        {t('Ask for a quote')}
      </Button>
      {asked && (
        <p className="note">
          {withLink(t('Asked: {start}quote {number}{end}', { ...LINK, number: asked }), (words) => (
            <Link to={quotePath(asked)}>{words}</Link>
          ))}
        </p>
      )}
    </div>
  );
}

/**
 * A row's quantity and Add to cart: the quantity the assembly holds, or the nearest the part's
 * order rules allow and why; a replaced row adds the part sold today, and says so.
 */
function RowAdd({ line, part, text, onText }: { line: AssemblyLine; part: RowPart; text: string; onText(text: string): void }) {
  const { error, submit, changed, busy, ready } = useQuantityAdd(part, text);
  const id = useId();
  const { why } = prefill(line.quantity, part);
  const out = soldOut(part);
  const label = out ? t('Out of stock') : line.replacement ? t('Add {sku} to cart', { sku: part.sku }) : t('Add to cart');
  const described = [why ? `${id}-why` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    // No name of its own: 200 rows are no 200 form landmarks; its field and button name the row.
    <form className="buy" onSubmit={(e) => void submit(e)} noValidate>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('Quantity of {name}', { name: localName(part) })}
        {...packAttributes(part)}
        value={text}
        onChange={(e) => {
          onText(e.target.value);
          changed(e.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        disabled={out}
      />
      <Button type="submit" $variant="secondary" $size="sm" disabled={busy || !ready || out} aria-label={`${label}, ${line.callout}: ${localName(part)}`}>
        {label}
      </Button>
      {why && (
        <p className="note" id={`${id}-why`}>
          {why}
        </p>
      )}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </form>
  );
}
