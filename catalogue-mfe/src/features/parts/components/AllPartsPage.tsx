import styled from 'styled-components';
import { Link, t } from '@storefront/shared';
import { useListParams } from '@storefront/shared/lists';
import { Container, EmptyState, ErrorState, PageTitle, Section } from '@storefront/shared/ui';
import { machineHref, useBrandMachines, useMyMachines } from '../../../machines/api';
import { MACHINE_KEYS, MachineFilter } from './MachineFilter';
import { LIST_KEYS, PartsBrowser } from '../../../components/PartsBrowser';
import { NAME, withName, LINK, withLink } from '../../../components/LocalName';
import { localName } from '../../../i18n/localName';

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
      <EmptyState title={t('Sign in to see the parts for your machines')}>
        <p>
          {withLink(t('{start}Sign in{end} and record the machines on your floor under My machines.', LINK), (words) => (
            <Link to="/login" state={{ from: { pathname: '/parts', search: '?fits=mine', hash: '' } }}>
              {words}
            </Link>
          ))}
        </p>
      </EmptyState>
    );
  } else if (fitsMine && mine.error && !mine.data) {
    instead = <ErrorState title={t('Your machines could not be loaded')} message={mine.error.message} onRetry={() => void mine.mutate()} />;
  } else if (fitsMine && myIds?.length === 0) {
    instead = (
      <EmptyState title={t('You have not recorded any machines yet')}>
        <p>
          {withLink(t('Add the machines on your floor under {start}My machines{end}, and this list shows the parts that fit them.', LINK), (words) => (
            <Link to="/dashboard/machines">{words}</Link>
          ))}
        </p>
      </EmptyState>
    );
  }

  return (
    // `data-remote`: the server's copy of this page (pages.server.tsx) goes once the app has shown its cards.
    <Section data-remote="catalogue">
      <Container>
        <PageTitle>{t('All parts')}</PageTitle>
        <Intro $searching={Boolean(q)}>
          {t('Every part we make, with its price per unit, minimum order and the quantity in stock right now.')}
          {chosen && (
            <>
              {' '}
              <Link to={machineHref(chosen)}>{withName(t('Every part for the {name}', { name: NAME }), chosen)}</Link>
              {t(', on its own page.')}
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
              ? [t('part that fits your machines'), t('parts that fit your machines')]
              : chosen
                ? [t('part that fits the {name}', { name: localName(chosen) }), t('parts that fit the {name}', { name: localName(chosen) })]
                : brand && !model && brandName
                  ? [t('part that fits {brand} machines', { brand: brandName }), t('parts that fit {brand} machines', { brand: brandName })]
                  : undefined
          }
          instead={instead}
          filters={<MachineFilter values={view.values} signedIn={signedIn} onChange={(next) => view.set({ ...next, after: undefined })} />}
        />
      </Container>
    </Section>
  );
}
