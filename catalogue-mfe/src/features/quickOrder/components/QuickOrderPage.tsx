import { Link } from '@storefront/shared';
import { MAX_ORDER_LINES } from '@storefront/shared/schemas';
import { Button, ButtonLink, Container, ErrorText, PageTitle, Section } from '@storefront/shared/ui';
import { QuickOrderGrid } from './QuickOrderGrid';
import { QuickOrderImport } from './QuickOrderImport';
import { Bar, Note, Panel, Tools } from './quickOrderStyles';
import { useQuickOrder } from './useQuickOrder';

/**
 * Quick order (`/quick-order`, signed in): part numbers and quantities typed, pasted from a
 * spreadsheet or read from a CSV file; every bad row says why on that row; Add to cart adds the
 * good rows and keeps the others to fix.
 */
export default function QuickOrderPage() {
  const { rows, numbers, formError, setFormError, busy, replaced, change, remove, addRows, pasteIntoRow, submit } = useQuickOrder();

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
            <QuickOrderGrid rows={rows} numbers={numbers} onChange={change} onPasteInto={pasteIntoRow} onRemove={remove} />
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
          <QuickOrderImport addRows={addRows} setFormError={setFormError} />
        </Tools>
      </Section>
    </Container>
  );
}
