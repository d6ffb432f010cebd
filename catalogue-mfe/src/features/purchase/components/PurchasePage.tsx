import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  assetUrl,
  formatNumber,
  Link,
  settleWhenDecoded,
  useAfterFirstPaint,
  useConfig,
  useFormatPrice,
  useParams,
  usePart,
  useSettledWithin,
  UUID,
  type Part,
} from '@storefront/shared';
import { Card, Container, ErrorState, media, PageTitle, Section, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { PartNotFound } from './PartNotFound';
import { canOrder } from '../api/stock';

// The form (with final-form and the validation schemas) loads beside the part, not before it:
// the part's picture and details show as soon as they arrive.
const OrderForm = lazy(() => import(/* webpackChunkName: "order-form" */ './OrderForm').then((m) => ({ default: m.OrderForm })));

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(5)};
  font-size: 0.9375rem;
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
  li + li::before { content: '/'; margin-right: 6px; color: ${({ theme }) => theme.colors.muted}; }
  [aria-current='page'] { color: ${({ theme }) => theme.colors.muted}; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); align-items: start; gap: ${({ theme }) => theme.space(8)}; }
`;

const Details = styled(Card)`
  img, .image { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const About = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  ${media.md} { padding: ${({ theme }) => theme.space(8)}; }
  h1 { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  small { font-size: 0.9375rem; font-weight: 500; color: ${({ theme }) => theme.colors.muted}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  div { padding: ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.md}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-weight: 700; font-size: 1.125rem; font-variant-numeric: tabular-nums; }
`;

const OrderCard = styled(Card)`
  padding: ${({ theme }) => theme.space(6)};
  ${media.md} { position: sticky; top: 80px; }
  h2 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.35rem; }
`;

const SoldOut = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

function Breadcrumbs({ name }: { name: string }) {
  return (
    <Crumbs aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/parts">All parts</Link>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </Crumbs>
  );
}

function PartDetails({ part, onImageSettled }: { part: Part; onImageSettled: () => void }) {
  const formatPrice = useFormatPrice();
  const { locale } = useConfig();
  return (
    <Details as="article" aria-labelledby="part-title">
      <img
        src={assetUrl(part.img)}
        alt={part.name}
        width={800}
        height={600}
        fetchPriority="high"
        onLoad={settleWhenDecoded(onImageSettled)}
        onError={settleWhenDecoded(onImageSettled)}
      />
      <About>
        <PageTitle id="part-title">{part.name}</PageTitle>
        <Price>
          {formatPrice(part.price)} <small>per unit</small>
        </Price>
        <Facts>
          <div>
            <dt>Available quantity</dt>
            <dd>{formatNumber(part.available_Quantity, locale)} units</dd>
          </div>
          <div>
            <dt>Minimum order quantity</dt>
            <dd>{formatNumber(part.min_order_Quantity, locale)} units</dd>
          </div>
        </Facts>
        <p>{part.description}</p>
      </About>
    </Details>
  );
}

/** Where the price, the quantities and the description go while they load. */
function BelowTitleSkeleton() {
  return (
    <>
      <Skeleton $height="1.8rem" $width="35%" style={{ margin: '12px 0 20px' }} />
      <Skeleton $height="4.5rem" />
      <Skeleton $height="5rem" style={{ marginTop: 20 }} />
    </>
  );
}

function PurchaseSkeleton() {
  return (
    <Layout role="status">
      <VisuallyHidden>Loading the part</VisuallyHidden>
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
 * The page as its first view (src/firstViews.tsx): the part's picture and name where the page
 * puts them, the rest as the loading page shows it. `name` and `image` are the build's slots.
 */
export function PurchaseFirstView({ name, image }: { name: string; image: string }) {
  return (
    <Section>
      <Container>
        <Breadcrumbs name={name} />
        <Layout>
          <Details as="article">
            <img src={image} alt={name} width={800} height={600} />
            <About>
              <PageTitle>{name}</PageTitle>
              <BelowTitleSkeleton />
            </About>
          </Details>
          <OrderCard as="section">
            <h2>Place Order</h2>
            <OrderFormSkeleton />
          </OrderCard>
        </Layout>
      </Container>
    </Section>
  );
}

/** How long the order form waits for the part's picture at most. */
const IMAGE_WAIT_MS = 1500;

const OrderFormSkeleton = () => <Skeleton $height="420px" aria-label="Loading the order form" />;

/** The purchase page (signed in): the part, and the Place Order form. */
export default function PurchasePage() {
  const { id } = useParams();
  // A malformed id can never be a part: say so without asking the server.
  const wellFormed = typeof id === 'string' && UUID.test(id);
  const { data: part, error, isLoading, isValidating, mutate } = usePart(wellFormed ? id : undefined);
  // The part paints first, its picture included; the form (and its validation code) right
  // after, so that neither competes with them for the connection or the main thread. A picture
  // that is slow to come holds the form back by IMAGE_WAIT_MS at most.
  const [imageSettled, settleImage] = useSettledWithin(Boolean(part), IMAGE_WAIT_MS);
  const showForm = useAfterFirstPaint(Boolean(part) && imageSettled);

  if (!wellFormed || error?.status === 404 || error?.status === 400) return <PartNotFound />;

  return (
    <Section>
      <Container>
        <Breadcrumbs name={part?.name ?? 'Part'} />
        {isLoading && <PurchaseSkeleton />}
        {error && !part && (
          <ErrorState
            title="The part could not be loaded"
            message={error.message}
            retryLabel={isValidating ? 'Retrying…' : 'Try again'}
            onRetry={() => void mutate()}
          />
        )}
        {part && (
          <Layout>
            <PartDetails part={part} onImageSettled={settleImage} />
            <OrderCard as="section" aria-labelledby="order-title">
              <h2 id="order-title">Place Order</h2>
              {canOrder(part) ? (
                <Suspense fallback={<OrderFormSkeleton />}>{showForm ? <OrderForm part={part} /> : <OrderFormSkeleton />}</Suspense>
              ) : (
                <SoldOut role="status">
                  <p>
                    <strong>Out of stock.</strong> There is not enough of this part in stock for the minimum order of {part.min_order_Quantity} units right now.
                  </p>
                  <Link to="/parts">Browse other parts</Link>
                </SoldOut>
              )}
            </OrderCard>
          </Layout>
        )}
      </Container>
    </Section>
  );
}
