import { Suspense } from 'react';
import {
  assetUrl,
  formatNumber,
  formatUnits,
  lazyWhenIdle,
  Link,
  useConfig,
  useDocumentTitle,
  useFormatPrice,
  useNavigation,
  useParams,
  usePart,
  useSession,
  UUID,
  type Part,
  t,
} from '@storefront/shared';
import { linePrice, priceTable, type PriceInputs } from '@storefront/shared/schemas';
import { Button, Container, ReadErrorState, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import {
  About,
  BelowTitleSkeleton,
  Breadcrumbs,
  Details,
  Facts,
  Layout,
  OrderCard,
  OrderFormSkeleton,
  PART_TITLE_ID,
  PartNumber,
  PartNumberFact,
  Price,
  SignInCard,
  SoldOut,
  SoldOutActions,
} from './PurchaseLayout';
import { PartNotFound } from './PartNotFound';
import { canOrder, quantityRule } from '../api/stock';
import { AddToCartForm } from '../../../components/AddToCartForm';
import { PartFitment } from './PartFitment';
import { ReplacedNotice } from './ReplacedNotice';
import { PartAssemblies } from './PartAssemblies';
import { PriceBreaksTable, YourPrice } from '../../../components/Prices';
import { priceInputs, useMyPrices } from '../../../pricing/myPrices';
import { descriptionLang, localDescription, localName, nameLang, numberLocale } from '../../../i18n/localName';

// The form (with final-form and the validation schemas) loads once the part has rendered: the
// part's picture and details show as soon as they arrive.
const OrderForm = lazyWhenIdle(() => import(/* webpackChunkName: "order-form" */ './OrderForm').then((m) => ({ default: m.OrderForm })));

/**
 * The price: the part's own, or for a customer whose list gives less, "List BDT 653.25 · Your
 * price BDT 590.00"; then "Buy more, pay less" when the price drops with the quantity.
 */
function PartPrice({ part, inputs }: { part: Part; inputs: PriceInputs }) {
  const formatPrice = useFormatPrice();
  const price = linePrice(inputs, part.min_order_Quantity);
  return (
    <>
      <Price>
        {price.source === 'contract' ? <YourPrice listPrice={price.listPrice} unitPrice={price.unitPrice} /> : formatPrice(part.price)}{' '}
        <small>{t('per unit excl. VAT')}</small>
      </Price>
      <PriceBreaksTable rows={priceTable(inputs)} />
    </>
  );
}

function PartDetails({ part, inputs }: { part: Part; inputs: PriceInputs }) {
  const locale = numberLocale(useConfig().locale);
  return (
    <Details as="article" aria-labelledby={PART_TITLE_ID}>
      <img src={assetUrl(part.img)} alt={localName(part)} width={800} height={600} fetchPriority="high" />
      <About>
        <PageTitle id={PART_TITLE_ID} lang={nameLang(part)}>
          {localName(part)}
        </PageTitle>
        <PartPrice part={part} inputs={inputs} />
        <Facts>
          <PartNumberFact>
            <dt>{t('Part number')}</dt>
            <dd>
              <PartNumber>{part.sku}</PartNumber>
            </dd>
          </PartNumberFact>
          <div>
            <dt>{t('Available quantity')}</dt>
            <dd>{canOrder(part) ? formatUnits(part.available_Quantity, locale) : t('Out of stock')}</dd>
          </div>
          <div>
            <dt>{t('Minimum order quantity')}</dt>
            <dd>{formatUnits(part.min_order_Quantity, locale)}</dd>
          </div>
          {(part.pack_Size ?? 1) > 1 && (
            <div>
              <dt>{t('Pack size')}</dt>
              <dd>{t('Sold in packs of {size}', { size: formatNumber(part.pack_Size, locale) })}</dd>
            </div>
          )}
          {part.max_order_Quantity != null && (
            <div>
              <dt>{t('Maximum per order')}</dt>
              <dd>{t('At most {max} per order', { max: formatNumber(part.max_order_Quantity, locale) })}</dd>
            </div>
          )}
        </Facts>
        <p lang={descriptionLang(part)}>{localDescription(part)}</p>
      </About>
    </Details>
  );
}

function PurchaseSkeleton() {
  return (
    <Layout role="status">
      <VisuallyHidden>{t('Loading the part')}</VisuallyHidden>
      <Details aria-hidden="true">
        <div className="image" />
        <About>
          <Skeleton $height="2.2rem" $width="60%" />
          <BelowTitleSkeleton />
        </About>
      </Details>
      <OrderCard aria-hidden="true">
        <Skeleton $height="24rem" />
      </OrderCard>
    </Layout>
  );
}

/**
 * Ordering needs an account: a visitor is offered the sign-in, which comes back to this part
 * (the login page returns to `state.from`, as after a guard), and Add to cart with the page's one
 * quantity (a visitor's cart joins the account's at sign-in).
 */
function SignInToOrder({ part }: { part: Part }) {
  const { pathname, search } = useNavigation();
  return (
    // In a page's HTML from the server (rendered for a visitor), a returning customer's browser
    // hides it until the app shows their order form (shell/public/index.html).
    <SignInCard data-visitor-only="">
      <p>{t('Orders are placed from a customer account: sign in, and this part is waiting for you.')}</p>
      <Link to="/login" state={{ from: { pathname, search, hash: '' } }}>
        {t('Sign in to order')}
      </Link>
      <AddToCartForm part={part} hint={quantityRule(part)} />
    </SignInCard>
  );
}

/**
 * Less stock than the minimum order (an admin's sold out, or orders took it): the reason, and
 * both ways to buy shown off, described by it.
 */
function OutOfStock({ part }: { part: Part }) {
  return (
    <SoldOut>
      <p id="sold-out-reason" role="status">
        <strong>{t('Out of stock.')}</strong>{' '}
        {t('There is not enough of this part in stock for the minimum order of {units} right now.', { units: formatUnits(part.min_order_Quantity) })}
      </p>
      <SoldOutActions>
        <Button $variant="accent" $size="lg" $block disabled aria-describedby="sold-out-reason">
          {t('Place Order')}
        </Button>
        <Button $variant="secondary" $size="lg" $block disabled aria-describedby="sold-out-reason">
          {t('Add to cart')}
        </Button>
      </SoldOutActions>
      <Link to="/parts">{t('Browse other parts')}</Link>
    </SoldOut>
  );
}

/**
 * The part's page (public): the part, and for a signed-in customer the Place Order form, whose
 * quantity Add to cart takes too; a visitor gets the sign-in and Add to cart with a quantity.
 */
export default function PurchasePage() {
  const { id } = useParams();
  // A malformed id can never be a part: say so without asking the server.
  const wellFormed = typeof id === 'string' && UUID.test(id);
  const { data: part, error, isLoading, isValidating, mutate } = usePart(wellFormed ? id : undefined);
  const session = useSession();
  // A signed-in customer's list prices for this part, read beside it (a visitor reads none).
  const mine = useMyPrices(wellFormed ? [id] : []);
  const missing = !wellFormed || error?.status === 404 || error?.status === 400;
  // The tab (and a crawler that runs the page) reads the part's name, as in the page's server HTML.
  useDocumentTitle(missing ? t('Part not found') : part && localName(part));

  if (missing) return <PartNotFound />;

  return (
    <Section>
      <Container>
        <Breadcrumbs name={part ? localName(part) : t('Part')} lang={part && nameLang(part)} />
        {isLoading && <PurchaseSkeleton />}
        {error && !part && <ReadErrorState title={t('The part could not be loaded')} read={{ error, isValidating, mutate }} />}
        {part && (
          <Layout>
            <PartDetails part={part} inputs={priceInputs(part, mine)} />
            <OrderCard as="section" aria-labelledby="order-title">
              <h2 id="order-title">{t('Place Order')}</h2>
              {part.replacement ? (
                <ReplacedNotice replacement={part.replacement} />
              ) : !canOrder(part) ? (
                <OutOfStock part={part} />
              ) : session.status === 'signed-out' ? (
                <SignInToOrder part={part} />
              ) : (
                <Suspense fallback={<OrderFormSkeleton />}>
                  <OrderForm part={part} inputs={priceInputs(part, mine)} />
                </Suspense>
              )}
            </OrderCard>
          </Layout>
        )}
        {part && <PartFitment partId={part._id} />}
        {part && <PartAssemblies partId={part._id} />}
      </Container>
    </Section>
  );
}
