import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, useDocumentTitle, useParams, type Machine, plural, t } from '@storefront/shared';
import type { Assembly } from '@storefront/shared/schemas';
import { buttonStyles, Container, EmptyState, ErrorState, media, PageTitle, Section, Skeleton, type ButtonStyleProps } from '@storefront/shared/ui';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { machineCrumbs, useAssembly, useMyMachines } from '../../../machines/api';
import { DrawingViewer } from './DrawingViewer';
import { PartsList } from './PartsList';
import { calloutOfHash, mySubclasses, sortForCustomer } from './rows';
import { LocalName } from '../../../components/LocalName';
import { localName, nameLang } from '../../../i18n/localName';

/** The parts list's id: the drawing's text alternative, and the element the server's copy of the page waits for. */
export const PARTS_LIST_ID = 'assembly-parts';

/** The shell's header, as high at every width (its bar and its search row). */
const HEADER_PX = 120;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  max-width: 70ch;
`;

const Book = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    /* Pinned below the shell's sticky header (120 px: its bar and search row), so Zoom and the
       top callouts stay in view. */
    > :first-child {
      position: sticky;
      top: calc(${HEADER_PX}px + ${({ theme }) => theme.space(4)});
    }
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Back = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The assembly's page title ("JUKI DDL-8700: Hook and bobbin case"), also the server page's head. */
export const assemblyTitle = (assembly: Pick<Assembly, 'name' | 'nameBn' | 'machine'>) => `${localName(assembly.machine)}: ${localName(assembly)}`;
export const assemblyDescription = (assembly: Pick<Assembly, 'name' | 'nameBn' | 'machine' | 'lines'>) =>
  plural(
    assembly.lines.length,
    {
      one: 'The {assembly} of the {machine}: its exploded drawing with numbered callouts and its # part, each with its part number and the quantity the assembly holds.',
      other:
        'The {assembly} of the {machine}: its exploded drawing with numbered callouts and its # parts, each with its part number and the quantity the assembly holds.',
    },
    { assembly: localName(assembly).toLowerCase(), machine: localName(assembly.machine) },
  );

/** The title on the page: English names on a Bangla page marked `lang="en"`; plain text otherwise, as an English page has it. */
function AssemblyHeading({ assembly }: { assembly: Pick<Assembly, 'name' | 'nameBn' | 'machine'> }) {
  if (!nameLang(assembly.machine) && !nameLang(assembly)) return <>{assemblyTitle(assembly)}</>;
  return (
    <>
      <LocalName item={assembly.machine} />: <LocalName item={assembly} />
    </>
  );
}

/** A draft, or an address that names no assembly: say so and lead back to the machine. */
export function AssemblyNotFound({ brand, model }: { brand?: string; model?: string }) {
  return (
    <Section>
      <Container>
        <PageTitle>{t('Assembly not found')}</PageTitle>
        <EmptyState title={t('This machine has no assembly at this address')}>
          <p>{t('The link may be mistyped, or the assembly is no longer listed. The machine’s page lists its parts and assemblies.')}</p>
          {brand && model ? <Back to={`/machines/${brand}/${model}`}>{t('See the machine')}</Back> : <Back to="/parts">{t('See all parts')}</Back>}
        </EmptyState>
      </Container>
    </Section>
  );
}

/** The callout `#callout-12` names, and each later change of it (a link on the same page). */
function useCalloutInAddress(choose: (callout: string) => void) {
  useEffect(() => {
    const read = () => {
      const callout = calloutOfHash(window.location.hash);
      if (callout) choose(callout);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [choose]);
}

/**
 * An assembly's page (`/machines/juki/ddl-8700/hook-and-bobbin-case`, public): the exploded
 * drawing with its hotspots and, beside it (under it on a phone), the parts list. Choosing a
 * hotspot highlights its rows and brings them into view; pointing at or focusing a row lights its
 * hotspots.
 */
export default function AssemblyPage() {
  const { brand, model, assembly: slug } = useParams();
  const { data: assembly, error, mutate, isValidating } = useAssembly(brand, model, slug);
  // A signed-in customer's own machines, read beside the assembly: rows for another subclass are marked.
  const { data: myMachines } = useMyMachines();
  const [chosen, setChosen] = useState<{ callout: string | null; n: number }>({ callout: null, n: 0 });
  const [pointed, setPointed] = useState<string | null>(null);
  const missing = error?.status === 404 || error?.status === 400;
  useDocumentTitle(missing ? t('Assembly not found') : assembly ? assemblyTitle(assembly) : undefined);

  const choose = useCallback((callout: string) => setChosen((c) => ({ callout, n: c.n + 1 })), []);
  useCalloutInAddress(choose);
  const chooseOnDrawing = (callout: string) => {
    choose(callout);
    // The address names the choice, so it can be shared; the page stays where it is.
    window.history.replaceState(window.history.state, '', `#callout-${encodeURIComponent(callout)}`);
  };

  const mine = useMemo(() => (assembly ? mySubclasses(assembly.machine, myMachines) : []), [assembly, myMachines]);
  const lines = useMemo(() => (assembly ? sortForCustomer(assembly.lines, mine) : []), [assembly, mine]);
  const lit = useMemo(() => new Set(pointed ? [pointed] : []), [pointed]);

  if (missing) return <AssemblyNotFound brand={brand} model={model} />;
  const machine: Machine | undefined = assembly?.machine;
  return (
    // `data-remote`: the server's copy of this page (pages.server.tsx) goes once the app has shown its list.
    <Section data-remote="catalogue">
      <Container>
        <Breadcrumbs crumbs={machineCrumbs(brand ?? '', machine, assembly ?? null)} />
        <PageTitle>{assembly ? <AssemblyHeading assembly={assembly} /> : t('Assembly')}</PageTitle>
        {error && !assembly && (
          <ErrorState
            title={t('The assembly could not be loaded')}
            message={error.message}
            retryLabel={isValidating ? t('Retrying…') : t('Try again')}
            onRetry={() => void mutate()}
          />
        )}
        {!error && !assembly && <Skeleton $height="24rem" role="status" aria-label={t('Loading the assembly')} />}
        {assembly && (
          <>
            <Intro>
              {t(
                'Find a part by where it sits on the drawing: choose its number to see its row, or pick it in the list to see where it sits. Every row can go to your cart with the quantity the assembly holds.',
              )}
            </Intro>
            <Book>
              <div>
                {assembly.drawing && assembly.drawingWidth && assembly.drawingHeight ? (
                  <DrawingViewer
                    title={assemblyTitle(assembly)}
                    drawing={assembly.drawing}
                    width={assembly.drawingWidth}
                    height={assembly.drawingHeight}
                    hotspots={assembly.hotspots}
                    lines={assembly.lines}
                    chosen={chosen.callout}
                    lit={lit}
                    onChoose={chooseOnDrawing}
                    listId={PARTS_LIST_ID}
                  />
                ) : (
                  <p>{t('The drawing of this assembly is not available.')}</p>
                )}
              </div>
              <section aria-labelledby="parts-list-title">
                <h2 id="parts-list-title">{t('Parts list')}</h2>
                <PartsList
                  id={PARTS_LIST_ID}
                  lines={lines}
                  mine={mine}
                  chosen={chosen.callout}
                  choice={chosen.n}
                  onPoint={setPointed}
                  about={assemblyTitle(assembly)}
                  assemblyId={assembly._id}
                />
              </section>
            </Book>
          </>
        )}
      </Container>
    </Section>
  );
}
