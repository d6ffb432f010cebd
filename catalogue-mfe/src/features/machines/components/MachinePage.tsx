import styled from 'styled-components';
import { Link, useDocumentTitle, useParams, type Machine, plural, t } from '@storefront/shared';
import { useListParams } from '@storefront/shared/lists';
import { Container, ReadErrorState, PageTitle, Section } from '@storefront/shared/ui';
import { LIST_KEYS, PartsBrowser } from '../../../components/PartsBrowser';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { NotFoundOffer } from '../../../components/NotFoundOffer';
import { machineCrumbs, machineHref, useMachine } from '../../../machines/api';
import { MachineAssemblies } from './MachineAssemblies';
import { NAME, withName } from '../../../components/LocalName';
import { localName } from '../../../i18n/localName';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 70ch;
`;

/** The machine's page's title and description, also the server page's head. */
export const machineTitle = (machine: Pick<Machine, 'name' | 'nameBn'>) => t('Parts for the {name}', { name: localName(machine) });
export const machineDescription = (machine: Pick<Machine, 'name' | 'nameBn' | 'parts'>) =>
  plural(
    machine.parts,
    {
      one: '# part that fit the {name}, from the manufacturer: price per unit, minimum order and stock.',
      other: '# parts that fit the {name}, from the manufacturer: price per unit, minimum order and stock.',
    },
    { name: localName(machine) },
  );

/** An address that names no machine: say so and offer the catalogue, never crash. */
export function MachineNotFound() {
  return (
    <NotFoundOffer
      title={t('Machine not found')}
      missing={t('We list no machine at this address')}
      why={t('The link may be mistyped, or the machine is no longer listed. Search all parts by your machine’s brand and model.')}
    />
  );
}

/**
 * A machine's page (`/machines/juki/ddl-8700-7`, public): the parts that fit it, searched, sorted
 * and paged like all parts.
 */
export default function MachinePage() {
  const { brand, model } = useParams();
  const { data: machine, error, mutate, isValidating } = useMachine(brand, model);
  const view = useListParams(LIST_KEYS);
  const missing = error?.status === 404 || error?.status === 400;
  useDocumentTitle(missing ? t('Machine not found') : machine ? machineTitle(machine) : undefined);

  if (missing) return <MachineNotFound />;
  return (
    // `data-remote`: the server's copy of this page (pages.server.tsx) goes once the app has shown its cards.
    <Section data-remote="catalogue">
      <Container>
        <Breadcrumbs crumbs={machineCrumbs(brand ?? '', machine)} />
        <PageTitle>{machine ? withName(t('Parts for the {name}', { name: NAME }), machine) : t('Parts for the machine')}</PageTitle>
        {error && !machine && <ReadErrorState title={t('The machine could not be loaded')} read={{ error, isValidating, mutate }} />}
        {machine && (
          <>
            <Intro>
              {withName(
                t(
                  'Every part we make for the {name}, with its price per unit, minimum order and the quantity in stock right now. Your machine is not this one?',
                  {
                    name: NAME,
                  },
                ),
                machine,
              )}{' '}
              <Link to={`/parts?brand=${machine.brandSlug}`}>{t('Choose another {brand} model', { brand: machine.brand })}</Link>.
            </Intro>
            <MachineAssemblies brand={brand} model={model} />
            <PartsBrowser view={view} path={machineHref(machine)} fits={{ brand, model }} />
          </>
        )}
      </Container>
    </Section>
  );
}
