import { Badge, Button, Facts, Table, TableFrame, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { formatNumber, t, type DeploymentsOverview, type HealthOverview, type RemoteBuild } from '@storefront/shared';
import { BuildHealth, type Role } from './BuildHealth';
import { areaName, type Pending } from './changes';
import { Code, Nowrap, Panel, Row, When } from './layout';
import { Id, Muted } from './text';

type Area = DeploymentsOverview['remotes'][number];

function BuildFacts({ build, now, locale }: { build: RemoteBuild; now: number; locale: string }) {
  return (
    <>
      <Code>{build.buildId}</Code>{' '}
      <Muted>
        {build.version} · {build.commit.slice(0, 7)} · {t('by {who}', { who: build.createdBy })} · {t('published')}{' '}
        <When iso={build.createdAt} now={now} locale={locale} />
      </Muted>
    </>
  );
}

/** What each build is to its area now; config.json's build runs while nothing was made live. */
function roles(live: RemoteBuild | null, canary: Area['canary']): Record<string, Role> {
  const result: Record<string, Role> = live ? { [live.buildId]: 'live' } : { config: 'live' };
  if (canary) result[canary.build.buildId] = 'canary';
  return result;
}

/** What an area's parts show and what their buttons ask for. */
interface AreaPartProps {
  remote: string;
  area: Area | undefined;
  busy: boolean;
  now: number;
  locale: string;
  onChange: (change: Pending) => void;
}

/** What is live in an area, its canary and its roll back, each with its buttons. */
function AreaFacts({ remote, area, busy, now, locale, onChange }: AreaPartProps) {
  const live = area?.live ?? null;
  const canary = area?.canary ?? null;
  return (
    <Facts $layout="pairs">
      <dt>{t('Live')}</dt>
      <dd>
        {live ? (
          <BuildFacts build={live} now={now} locale={locale} />
        ) : (
          <Muted>{t('The build the storefront is configured with (config.json): none promoted yet')}</Muted>
        )}
      </dd>
      <dt>{t('Canary')}</dt>
      <dd>
        {canary ? (
          <Row>
            <span>
              <Code>{canary.build.buildId}</Code> {t('for {percent} % of browsers', { percent: formatNumber(canary.percent) })}
            </span>
            <Button
              $size="sm"
              $variant="secondary"
              disabled={busy}
              onClick={() => onChange({ kind: 'canary', remote, build: canary.build, live: live?.buildId ?? '', percent: canary.percent })}
            >
              {t('Change share')}
              <VisuallyHidden>{t(' of the {remote} canary', { remote })}</VisuallyHidden>
            </Button>
            <Button
              $size="sm"
              $variant="secondary"
              disabled={busy}
              onClick={() => onChange({ kind: 'end-canary', remote, canary: canary.build.buildId, live: live?.buildId ?? '' })}
            >
              {t('End canary')}
              <VisuallyHidden>{t(' of {remote}', { remote })}</VisuallyHidden>
            </Button>
          </Row>
        ) : (
          <Muted>{t('None')}</Muted>
        )}
      </dd>
      {live && (
        <>
          <dt>{t('Roll back')}</dt>
          <dd>
            {area?.rollbackTo ? (
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() => onChange({ kind: 'rollback', remote, from: live.buildId, to: area.rollbackTo! })}
              >
                {t('Roll back')}
                <VisuallyHidden> {remote}</VisuallyHidden> {t('to {build}', { build: area.rollbackTo })}
              </Button>
            ) : (
              <Muted>{t('{build} is the first build made live: there is none to roll back to', { build: live.buildId })}</Muted>
            )}
          </dd>
        </>
      )}
    </Facts>
  );
}

/** An area's published builds, newest first: each one's status, and Promote, Preview and Canary for those not live. */
function BuildsTable({ remote, area, busy, now, locale, onChange }: AreaPartProps) {
  const live = area?.live ?? null;
  const canary = area?.canary ?? null;
  const builds = area?.builds ?? [];
  return (
    <TableFrame label={t('{area} builds (scrolls sideways)', { area: areaName(remote) })}>
      <Table>
        <VisuallyHidden as="caption">{t('Builds of {area}, newest first', { area: areaName(remote) })}</VisuallyHidden>
        <TableHead columns={[t('Build'), t('Status'), t('Version'), t('Commit'), t('Published'), t('By'), { label: t('Actions'), actions: true }]} />
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
                    <Badge $tone="success">{t('live')}</Badge>
                  ) : isCanary ? (
                    <Badge $tone="warning">
                      <Nowrap>{t('canary {percent} %', { percent: formatNumber(canary.percent) })}</Nowrap>
                    </Badge>
                  ) : (
                    <Badge $tone="neutral">{t('published')}</Badge>
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
                        {t('Promote')}
                        <VisuallyHidden> {build.buildId}</VisuallyHidden>
                      </Button>
                      <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'preview', remote, build })}>
                        {t('Preview')}
                        <VisuallyHidden> {build.buildId}</VisuallyHidden>
                      </Button>
                      {live && !isCanary && (
                        <Button
                          $size="sm"
                          $variant="secondary"
                          disabled={busy}
                          onClick={() => onChange({ kind: 'canary', remote, build, live: live.buildId, percent: canary?.percent ?? 10 })}
                        >
                          {t('Canary')}
                          <VisuallyHidden> {build.buildId}</VisuallyHidden>
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
  );
}

/** One area of the storefront: what is live, its canary, roll back, its builds' health and its published builds. */
export function AreaPanel({
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
      <AreaFacts remote={remote} area={area} busy={busy} now={now} locale={locale} onChange={onChange} />
      <h3>{health ? t('Health, last {hours} hours', { hours: formatNumber(health.hours) }) : t('Health')}</h3>
      {health ? (
        <BuildHealth
          area={areaName(remote)}
          builds={health.builds.filter((build) => build.remote === remote)}
          roles={roles(live, canary)}
          hours={health.hours}
          now={now}
        />
      ) : (
        <Muted>{healthFailed ? t('The health reports could not be loaded.') : t('Loading the health reports…')}</Muted>
      )}
      <h3>{t('Published builds')}</h3>
      {builds.length === 0 ? (
        <Muted>
          {t('None yet. A team publishes one with')} <code>npm run deploy -w {remote}-mfe</code>.
        </Muted>
      ) : (
        <BuildsTable remote={remote} area={area} busy={busy} now={now} locale={locale} onChange={onChange} />
      )}
    </Panel>
  );
}
