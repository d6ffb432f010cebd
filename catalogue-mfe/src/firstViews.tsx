// The catalogue's first views: the top of home and of a part's page, rendered by the build
// (shared/src/firstView.ts) and shown by the shell before any script has run. This file is the
// one place the catalogue declares them; its pages know nothing of them. Build-time only.
import { slot } from '@storefront/shared/first-view';
import { renderFirstViews, type FirstViewSource } from '@storefront/shared/host/first-views';
import { Container, PageTitle, Section } from '@storefront/shared/ui';
import { HomeTop } from './features/home/components/HomePage';
import {
  About,
  BelowTitleSkeleton,
  Breadcrumbs,
  Details,
  Layout,
  OrderCard,
  OrderFormSkeleton,
  PART_TITLE_ID,
} from './features/purchase/components/PurchaseLayout';

// Home's view is its top: the heading and the carousel, first slide showing.
const home = (path: string): FirstViewSource => ({ path, ready: '[data-remote="catalogue"] section img[src]', render: () => <HomeTop /> });

// A part's page with its picture and name (the slots, from `GET /parts/:id`), the rest loading.
function PurchaseView({ name, image }: { name: string; image: string }) {
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

export default renderFirstViews([
  home('/'),
  home('/home'),
  { path: '/parts/:id', read: '/parts/:id', ready: `#${PART_TITLE_ID}`, render: () => <PurchaseView name={slot('name')} image={slot('image')} /> },
]);
