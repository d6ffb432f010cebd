import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  apiPath,
  callApi,
  deployEndpoints,
  useApi,
  useConfig,
  useToast,
  type DeployEvent,
  type DeploymentsOverview,
  type HealthOverview,
  type RemoteBuild,
} from '@storefront/shared';
import { Badge, Button, ConfirmDialog, ErrorState, Lead, PageSpinner, PageTitle, Table, TableFrame, VisuallyHidden } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { formatAge, formatMoment } from '../age';
import { BuildHealth, type Role } from './BuildHealth';
import { CanaryDialog } from './CanaryDialog';
import { Id, Muted } from './text';
import { PreviewDialog } from './PreviewDialog';

export const deploymentsKey = apiPath(deployEndpoints.deployments);
export const healthKey = apiPath(deployEndpoints.buildHealth);
/** The health figures are read again this often while the page is open (a canary is being watched). */
const HEALTH_REFRESH_MS = 30_000;

type Area = DeploymentsOverview['remotes'][number];

/** A change of what is live, waiting for the admin's confirmation. */
type Pending =
  | { kind: 'promote'; remote: string; build: RemoteBuild }
  | { kind: 'rollback'; remote: string; from: string; to: string }
  | { kind: 'end-canary'; remote: string; canary: string; live: string }
  | { kind: 'canary'; remote: string; build: RemoteBuild; live: string; percent: number }
  | { kind: 'preview'; remote: string; build: RemoteBuild };

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  h3 {
    font-size: 1rem;
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Code = styled.code`
  overflow-wrap: anywhere;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const AREA_NAMES: Record<string, string> = { catalogue: 'Catalogue', account: 'Account', admin: 'Admin' };
const areaName = (remote: string) => AREA_NAMES[remote] ?? remote;

const ACTIONS: Record<DeployEvent['action'], string> = {
  promote: 'Promoted',
  rollback: 'Rolled back',
  canary: 'Canary',
  'end-canary': 'Ended canary',
  preview: 'Preview link',
};

function When({ iso, now, locale }: { iso: string; now: number; locale: string }) {
  return (
    <time dateTime={iso} title={formatMoment(iso, locale)}>
      {formatAge(iso, now, locale)}
    </time>
  );
}

function BuildFacts({ build, now, locale }: { build: RemoteBuild; now: number; locale: string }) {
  return (
    <>
      <Code>{build.buildId}</Code>{' '}
      <Muted>
        {build.version} · {build.commit.slice(0, 7)} · by {build.createdBy} · published <When iso={build.createdAt} now={now} locale={locale} />
      </Muted>
    </>
  );
}

/**
 * The deploy ledger (issue "Team deploys"): per area of the storefront, the build new page loads
 * get, a canary, the builds published for it; Promote, Roll back and Canary, each confirmed and
 * recorded in the history below. A change reaches new page loads within a minute.
 */
export default function DeploymentsPage() {
  const { remotes: configured, locale } = useConfig();
  const overview = useApi<DeploymentsOverview>(deploymentsKey);
  const health = useApi<HealthOverview>(healthKey, { refreshInterval: HEALTH_REFRESH_MS });
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const now = Date.now();

  const run = async (change: Exclude<Pending, { kind: 'preview' }>, percent?: number) => {
    setBusy(true);
    try {
      if (change.kind === 'promote')
        await callApi(deployEndpoints.promoteBuild, { params: { remote: change.remote }, body: { buildId: change.build.buildId } });
      if (change.kind === 'rollback') await callApi(deployEndpoints.rollbackBuild, { params: { remote: change.remote } });
      if (change.kind === 'end-canary') await callApi(deployEndpoints.endCanary, { params: { remote: change.remote } });
      if (change.kind === 'canary')
        await callApi(deployEndpoints.startCanary, { params: { remote: change.remote }, body: { buildId: change.build.buildId, percent } });
      setPending(null);
      toast.success(doneMessage(change, percent));
      await overview.mutate();
    } catch (cause) {
      setPending(null);
      // 409: the ledger changed meanwhile (another admin); its words say how.
      const reason = cause instanceof ApiError && cause.status < 500 ? cause.message : 'Please try again.';
      toast.error(`${areaName(change.remote)} was not changed. ${reason}`);
      await overview.mutate();
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (overview.isLoading) body = <PageSpinner label="Loading the deployments" />;
  else if (!overview.data)
    body = <ErrorState title="The deployments could not be loaded" message={overview.error?.message} onRetry={() => void overview.mutate()} />;
  else {
    const byRemote = new Map(overview.data.remotes.map((area) => [area.remote, area]));
    // Every area the storefront has, and any other the ledger knows of.
    const names = [...new Set([...Object.keys(configured), ...byRemote.keys()])];
    body = (
      <>
        {names.map((remote) => (
          <AreaPanel
            key={remote}
            remote={remote}
            area={byRemote.get(remote)}
            health={health.data}
            healthFailed={Boolean(health.error) && !health.data}
            busy={busy}
            now={now}
            locale={locale}
            onChange={setPending}
          />
        ))}
        <History events={overview.data.history} now={now} locale={locale} />
      </>
    );
  }

  return (
    <AdminPage>
      <PageTitle>Deployments</PageTitle>
      <Lead>Which build of each area new page loads get. A change reaches new page loads within a minute; a page already open keeps the build it loaded.</Lead>
      {body}
      {pending && pending.kind === 'canary' && (
        <CanaryDialog
          remote={pending.remote}
          build={pending.build}
          liveBuildId={pending.live}
          percent={pending.percent}
          onConfirm={(percent) => run(pending, percent)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending && pending.kind === 'preview' && (
        <PreviewDialog
          remote={pending.remote}
          area={areaName(pending.remote)}
          build={pending.build}
          locale={locale}
          onClose={() => {
            setPending(null);
            void overview.mutate(); // the link is in the history
          }}
        />
      )}
      {pending && pending.kind !== 'canary' && pending.kind !== 'preview' && (
        <ConfirmDialog
          title={confirmTitle(pending)}
          message={confirmMessage(pending)}
          confirmLabel={confirmTitle(pending)}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </AdminPage>
  );
}

type Confirmed = Exclude<Pending, { kind: 'canary' } | { kind: 'preview' }>;

function confirmTitle(change: Confirmed): string {
  if (change.kind === 'promote') return `Promote ${change.build.buildId}`;
  if (change.kind === 'rollback') return `Roll back to ${change.to}`;
  return `End the canary of ${change.canary}`;
}

function confirmMessage(change: Confirmed): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote') return `Every new page load gets ${change.build.buildId} for ${area} within a minute. A canary of this build ends.`;
  if (change.kind === 'rollback')
    return `Every new page load gets ${change.to} for ${area} again within a minute, in place of ${change.from}. A running canary ends.`;
  return `Every new page load gets ${change.live} for ${area} within a minute; the browsers in the canary leave ${change.canary}.`;
}

function doneMessage(change: Exclude<Pending, { kind: 'preview' }>, percent?: number): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote') return `${change.build.buildId} is live for ${area}`;
  if (change.kind === 'rollback') return `${area} rolled back to ${change.to}`;
  if (change.kind === 'end-canary') return `The canary of ${change.canary} ended`;
  return `${percent} % of browsers get ${change.build.buildId} for ${area}`;
}

function AreaPanel({
  remote,
  area,
  health,
  healthFailed,
  busy,
  now,
  locale,
  onChange,
}: {
  remote: string;
  area: Area | undefined;
  health: HealthOverview | undefined;
  healthFailed: boolean;
  busy: boolean;
  now: number;
  locale: string;
  onChange: (change: Pending) => void;
}) {
  const headingId = `deployments-${remote}`;
  const live = area?.live ?? null;
  const canary = area?.canary ?? null;
  const builds = area?.builds ?? [];
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{areaName(remote)}</h2>
      <Facts>
        <dt>Live</dt>
        <dd>
          {live ? (
            <BuildFacts build={live} now={now} locale={locale} />
          ) : (
            <Muted>The build the storefront is configured with (config.json): none promoted yet</Muted>
          )}
        </dd>
        <dt>Canary</dt>
        <dd>
          {canary ? (
            <Row>
              <span>
                <Code>{canary.build.buildId}</Code> for {canary.percent} % of browsers
              </span>
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() => onChange({ kind: 'canary', remote, build: canary.build, live: live?.buildId ?? '', percent: canary.percent })}
              >
                Change share<VisuallyHidden> of the {remote} canary</VisuallyHidden>
              </Button>
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() => onChange({ kind: 'end-canary', remote, canary: canary.build.buildId, live: live?.buildId ?? '' })}
              >
                End canary<VisuallyHidden> of {remote}</VisuallyHidden>
              </Button>
            </Row>
          ) : (
            <Muted>None</Muted>
          )}
        </dd>
        {live && (
          <>
            <dt>Roll back</dt>
            <dd>
              {area?.rollbackTo ? (
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => onChange({ kind: 'rollback', remote, from: live.buildId, to: area.rollbackTo! })}
                >
                  Roll back<VisuallyHidden> {remote}</VisuallyHidden> to {area.rollbackTo}
                </Button>
              ) : (
                <Muted>{live.buildId} is the first build made live: there is none to roll back to</Muted>
              )}
            </dd>
          </>
        )}
      </Facts>
      <h3>Health{health ? `, last ${health.hours} hours` : ''}</h3>
      {health ? (
        <BuildHealth
          area={areaName(remote)}
          builds={health.builds.filter((build) => build.remote === remote)}
          roles={roles(live, canary)}
          hours={health.hours}
          now={now}
        />
      ) : (
        <Muted>{healthFailed ? 'The health reports could not be loaded.' : 'Loading the health reports…'}</Muted>
      )}
      <h3>Published builds</h3>
      {builds.length === 0 ? (
        <Muted>
          None yet. A team publishes one with <code>npm run deploy -w {remote}-mfe</code>.
        </Muted>
      ) : (
        <TableFrame label={`${areaName(remote)} builds (scrolls sideways)`}>
          <Table>
            <VisuallyHidden as="caption">Builds of {areaName(remote)}, newest first</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Build</th>
                <th scope="col">Status</th>
                <th scope="col">Version</th>
                <th scope="col">Commit</th>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col" className="actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {builds.map((build) => {
                const isLive = live?.buildId === build.buildId;
                const isCanary = canary?.build.buildId === build.buildId;
                return (
                  <tr key={build.buildId}>
                    <td>
                      <Id>{build.buildId}</Id>
                    </td>
                    <td>
                      {isLive ? (
                        <Badge $tone="success">live</Badge>
                      ) : isCanary ? (
                        <Badge $tone="warning">
                          <Nowrap>canary {canary.percent} %</Nowrap>
                        </Badge>
                      ) : (
                        <Badge $tone="neutral">published</Badge>
                      )}
                    </td>
                    <td>{build.version}</td>
                    <td>
                      <Id>{build.commit.slice(0, 7)}</Id>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <When iso={build.createdAt} now={now} locale={locale} />
                    </td>
                    <td>{build.createdBy}</td>
                    <td className="actions">
                      {!isLive && (
                        <Row>
                          <Button $size="sm" disabled={busy} onClick={() => onChange({ kind: 'promote', remote, build })}>
                            Promote<VisuallyHidden> {build.buildId}</VisuallyHidden>
                          </Button>
                          <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'preview', remote, build })}>
                            Preview<VisuallyHidden> {build.buildId}</VisuallyHidden>
                          </Button>
                          {live && !isCanary && (
                            <Button
                              $size="sm"
                              $variant="secondary"
                              disabled={busy}
                              onClick={() => onChange({ kind: 'canary', remote, build, live: live.buildId, percent: canary?.percent ?? 10 })}
                            >
                              Canary<VisuallyHidden> {build.buildId}</VisuallyHidden>
                            </Button>
                          )}
                        </Row>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Panel>
  );
}

/** What each build is to its area now; config.json's build runs while nothing was made live. */
function roles(live: RemoteBuild | null, canary: Area['canary']): Record<string, Role> {
  const result: Record<string, Role> = live ? { [live.buildId]: 'live' } : { config: 'live' };
  if (canary) result[canary.build.buildId] = 'canary';
  return result;
}

function History({ events, now, locale }: { events: DeployEvent[]; now: number; locale: string }) {
  return (
    <Panel aria-labelledby="deployments-history">
      <h2 id="deployments-history">History</h2>
      {events.length === 0 ? (
        <Muted>No build has been made live yet.</Muted>
      ) : (
        <TableFrame label="Deployment history (scrolls sideways)">
          <Table>
            <VisuallyHidden as="caption">Every change of what is live, newest first</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Area</th>
                <th scope="col">Change</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <When iso={event.at} now={now} locale={locale} />
                  </td>
                  <td>{areaName(event.remote)}</td>
                  <td>
                    <Nowrap>
                      {ACTIONS[event.action] ?? event.action}
                      {event.percent !== null ? ` ${event.percent} %` : ''}
                    </Nowrap>
                  </td>
                  <td>{event.fromBuild ? <Id>{event.fromBuild}</Id> : <Muted>config.json</Muted>}</td>
                  <td>{event.toBuild ? <Id>{event.toBuild}</Id> : ''}</td>
                  <td>{event.actor}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Panel>
  );
}
