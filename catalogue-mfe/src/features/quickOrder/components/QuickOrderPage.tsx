import { Link, t } from '@storefront/shared';
import { MAX_ORDER_LINES } from '@storefront/shared/schemas';
import { Button, ButtonLink, Container, ErrorText, PageTitle, Section } from '@storefront/shared/ui';
import { QuickOrderGrid } from './QuickOrderGrid';
import { QuickOrderImport } from './QuickOrderImport';
import { Bar, Note, Panel, Tools } from './quickOrderStyles';
import { useQuickOrder } from './useQuickOrder';
import { localNumber } from '../../../i18n/localName';

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
        <PageTitle>{t('Quick order')}</PageTitle>
        <p>
          {t(
            'Type part numbers (ours, or the machine maker’s number a part replaces, such as 110-45400) and quantities, paste them from a spreadsheet or upload a CSV file, up to {max} lines. Add to cart adds the lines that can be ordered and keeps the others here to fix.',
            { max: localNumber(MAX_ORDER_LINES) },
          )}{' '}
          <Link to="/cart">{t('Go to the cart')}</Link>
        </p>
        <Tools>
          <Panel>
            <QuickOrderGrid rows={rows} numbers={numbers} onChange={change} onPasteInto={pasteIntoRow} onRemove={remove} />
            <Bar>
              <Button $variant="secondary" onClick={() => addRows([{ partNumber: '', quantity: '' }], rows.length)}>
                {t('Add a row')}
              </Button>
              <Button onClick={() => void submit()} disabled={busy}>
                {busy ? t('Checking…') : t('Add to cart')}
              </Button>
              <ButtonLink as={Link} to="/cart" $variant="ghost">
                {t('View cart')}
              </ButtonLink>
            </Bar>
            <div aria-live="polite">{formError && <ErrorText role="alert">{formError}</ErrorText>}</div>
            <div role="status" aria-label={t('Numbers no longer sold')}>
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
