import styled from 'styled-components';
import { Form } from 'react-final-form';
import { useSWRConfig } from 'swr';
import {
  apiFetch,
  ApiError,
  assetUrl,
  partKey,
  partsKey,
  useFormatPrice,
  useParams,
  usePart,
  useSession,
  useToast,
  type Order,
  type Part,
} from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Button, Card, Container, EmptyState, ErrorState, media, PageSpinner, PageTitle, Section } from '@storefront/shared/ui';
import { orderFormValidator, type OrderFormValues } from './orderForm';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.md} { grid-template-columns: 1fr 1fr; align-items: start; }
`;

const Details = styled(Card)`
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  div { padding: ${({ theme }) => theme.space(6)}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const OrderCard = styled(Card)`
  padding: ${({ theme }) => theme.space(6)};
`;

const Total = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
`;

function OrderForm({ part }: { part: Part }) {
  const { user } = useSession();
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const { mutate } = useSWRConfig();
  return (
    <Form<OrderFormValues>
      initialValues={{ name: user?.displayName ?? '', email: user?.email ?? '', phone: '', address: '', orderQuantity: String(part.min_order_Quantity) }}
      validate={orderFormValidator(part)}
      onSubmit={async (values, form) => {
        try {
          await apiFetch<{ insertedId: string; order: Order }>('/booking', {
            method: 'POST',
            body: {
              bookingId: part._id,
              name: values.name,
              email: values.email,
              address: values.address.trim(),
              phone: values.phone.trim(),
              orderQuantity: Number(values.orderQuantity),
            },
          });
          toast.success('order added successfully!!!');
          setTimeout(() => form.restart());
          await Promise.all([mutate(partKey(part._id)), mutate(partsKey)]);
          return undefined;
        } catch (error) {
          const message = error instanceof ApiError ? error.message : 'The order could not be placed.';
          toast.error(message);
          return { orderQuantity: error instanceof ApiError && error.status === 409 ? message : undefined, '_form': message };
        }
      }}
      render={({ handleSubmit, submitting, values }) => {
        const quantity = Number(values.orderQuantity);
        const total = Number.isFinite(quantity) && quantity > 0 ? part.price * quantity : 0;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Place Order">
            <TextField name="name" label="Name" readOnly />
            <TextField name="email" label="Email" readOnly />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
            <TextField name="address" label="Address" autoComplete="street-address" />
            <TextField
              name="orderQuantity"
              label="Quantity"
              inputMode="numeric"
              hint={`Order between ${part.min_order_Quantity} and ${part.available_Quantity} units.`}
            />
            <Total aria-live="polite">Total: {formatPrice(total)}</Total>
            <Button type="submit" $variant="accent" $block disabled={submitting}>
              {submitting ? 'Placing order…' : 'Place Order'}
            </Button>
          </form>
        );
      }}
    />
  );
}

export default function PurchasePage() {
  const { id } = useParams();
  const { data: part, error, isLoading, mutate } = usePart(id);
  const formatPrice = useFormatPrice();
  if (isLoading) return <PageSpinner label="Loading the part" />;
  if (error?.status === 404 || error?.status === 400) {
    return (
      <Section>
        <Container>
          <EmptyState title="Part not found">This part does not exist or is no longer sold.</EmptyState>
        </Container>
      </Section>
    );
  }
  if (error || !part) {
    return (
      <Section>
        <Container>
          <ErrorState title="The part could not be loaded" message={error?.message} onRetry={() => void mutate()} />
        </Container>
      </Section>
    );
  }
  return (
    <Section>
      <Container>
        <Layout>
          <Details as="article">
            <img src={assetUrl(part.img)} alt={part.name} width={800} height={600} />
            <div>
              <PageTitle>{part.name}</PageTitle>
              <p>{part.description}</p>
              <dl>
                <dt>Price per unit</dt>
                <dd>{formatPrice(part.price)}</dd>
                <dt>Available quantity</dt>
                <dd>{part.available_Quantity}</dd>
                <dt>Minimum order quantity</dt>
                <dd>{part.min_order_Quantity}</dd>
              </dl>
            </div>
          </Details>
          <OrderCard>
            <h2>Place Order</h2>
            <OrderForm part={part} />
          </OrderCard>
        </Layout>
      </Container>
    </Section>
  );
}
