import styled from 'styled-components';
import { Link } from '@storefront/shared';
import { useListParams } from '@storefront/shared/lists';
import { Container, EmptyState, ErrorState, PageTitle, Section } from '@storefront/shared/ui';
import { machineHref, useBrandMachines, useMyMachines } from '../../../machines/api';
import { MACHINE_KEYS, MachineFilter } from './MachineFilter';
import { LIST_KEYS, PartsBrowser } from '../../../components/PartsBrowser';

export { PARTS_PAGE_SIZE, SORT_CHOICES, nextPageHref } from '../../../components/PartsBrowser';

/**
 * The view's parameters in the URL: the list's (`/parts?q=hook&sort=price`, `after`: the list
 * starts at that cursor) and the machine filter's (`brand`, `model`, `fits=mine`).
 */
export const ALL_PARTS_KEYS = [...LIST_KEYS, ...MACHINE_KEYS] as const;

const Intro = styled.p<{ $searching: boolean }>`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 70ch;
  /* A search's results on a phone: what the list is goes without saying, its first result shows sooner. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: ${({ $searching }) => ($searching ? 'none' : 'block')};
  }
`;

/**
 * Every part, searched (name, description, part number, a machine maker's number) and sorted by
 * the API, a page at a time, narrowed to the parts that fit a machine or the customer's own
 * machines. Every view lives in the URL so it can be shared.
 */
export default function AllPartsPage() {
  const view = useListParams(ALL_PARTS_KEYS);
  const { brand, model, fits, q } = view.values;
  const fitsMine = fits === 'mine';
  // The customer's machines are read only for "Fits my machines" (not on every visit of the list).
  const mine = useMyMachines(fitsMine);
  const models = useBrandMachines(brand);
  const chosen = model ? models.data?.find((m) => m.modelSlug === model) : undefined;
  const brandName = models.data?.[0]?.brand;
  const myIds = mine.data?.map((m) => m.machine._id);
  const signedIn = mine.session.status === 'signed-in';

  let instead;
  if (fitsMine && mine.session.status === 'signed-out') {
    instead = (
      <EmptyState title="Sign in to see the parts for your machines">
        <p>
          <Link to="/login" state={{ from: { pathname: '/parts', search: '?fits=mine', hash: '' } }}>
            Sign in
          </Link>{' '}
          and record the machines on your floor under My machines.
        </p>
      </EmptyState>
    );
  } else if (fitsMine && mine.error && !mine.data) {
    instead = <ErrorState title="Your machines could not be loaded" message={mine.error.message} onRetry={() => void mine.mutate()} />;
  } else if (fitsMine && myIds?.length === 0) {
    instead = (
      <EmptyState title="You have not recorded any machines yet">
        <p>
          Add the machines on your floor under <Link to="/dashboard/machines">My machines</Link>, and this list shows the parts that fit them.
        </p>
      </EmptyState>
    );
  }

  return (
    // `data-remote`: the server's copy of this page (pages.server.tsx) goes once the app has shown its cards.
    <Section data-remote="catalogue">
      <Container>
        <PageTitle>All parts</PageTitle>
        <Intro $searching={Boolean(q)}>
          Every part we make, with its price per unit, minimum order and the quantity in stock right now.
          {chosen && (
            <>
              {' '}
              <Link to={machineHref(chosen)}>Every part for the {chosen.name}</Link>, on its own page.
            </>
          )}
        </Intro>
        <PartsBrowser
          view={view}
          path="/parts"
          fits={fitsMine ? { machines: myIds } : { brand, model }}
          enabled={!fitsMine || myIds !== undefined}
          clear={brand || model || fits ? { brand: undefined, model: undefined, fits: undefined } : undefined}
          noun={
            fitsMine
              ? ['part that fits your machines', 'parts that fit your machines']
              : chosen
                ? [`part that fits the ${chosen.name}`, `parts that fit the ${chosen.name}`]
                : brand && !model && brandName
                  ? [`part that fits ${brandName} machines`, `parts that fit ${brandName} machines`]
                  : undefined
          }
          instead={instead}
          filters={<MachineFilter values={view.values} signedIn={signedIn} onChange={(next) => view.set({ ...next, after: undefined })} />}
        />
      </Container>
    </Section>
  );
}
