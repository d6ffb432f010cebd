import styled, { useTheme } from 'styled-components';
import { ChartFigure } from '../../../components/ChartFigure';
import { formatNumber, msg, t, useConfig, type BuildHealth as Health } from '@storefront/shared';
import { Table, TableFrame, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { Id, Muted } from './text';

// Drawing units of the plot; the SVG scales to its box (about 1:1 on a 375 px phone, so its text stays readable).
const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 10, right: 8, bottom: 22, left: 40 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const HOUR_MS = 3600_000;

const Figure = styled(ChartFigure)`
  margin-top: ${({ theme }) => theme.space(3)};
  svg { max-width: 520px; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  span[aria-hidden] {
    width: 18px;
    height: 3px;
    border-radius: 2px;
  }
`;

const percent = (rate: number | null) => (rate === null ? '—' : `${formatNumber(Math.round(rate * 1000) / 10)} %`);
const ms = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} ms`);
const score = (value: number | null) => (value === null ? '—' : String(value));
/** A build's role in words (shown with `t`). */
const ROLE_LABEL: Record<string, string> = { live: msg('live'), canary: msg('canary') };
const roleText = (role: Role | undefined) => (role && ROLE_LABEL[role] ? t(ROLE_LABEL[role]) : '');

/** What the figures count: every page load's views and failures, a sample's web vitals (config.json `vitalsSample`). */
export function sampleNote(vitalsSample: number): string {
  if (!(vitalsSample > 0)) return t('Page loads and error rates count every page load; web vitals are not measured (config.json vitalsSample is 0).');
  if (vitalsSample >= 1) return t('Page loads, error rates and web vitals count every page load.');
  const share =
    vitalsSample >= 0.1
      ? t('1 in {count}', { count: formatNumber(Math.round(1 / vitalsSample)) })
      : `${formatNumber(Number((vitalsSample * 100).toPrecision(2)))} %`;
  return t('Page loads and error rates count every page load; the web vitals come from a sample of about {share} of them (config.json vitalsSample).', {
    share,
  });
}

/** What a build is to its area now: live, canary, or one that was live or tried before. */
export type Role = 'live' | 'canary' | 'other';

/**
 * Per build of one area with reports in the span: page loads, the share that failed to load or
 * threw, and the 75th percentile of each web vital, live and canary side by side; and the error
 * rate per hour as a plot (the table says the same in words).
 */
export function BuildHealth({ area, builds, roles, hours, now }: { area: string; builds: Health[]; roles: Record<string, Role>; hours: number; now: number }) {
  const theme = useTheme();
  const { vitalsSample } = useConfig();
  const order = (build: Health) => ({ live: 0, canary: 1, other: 2 })[roles[build.build] ?? 'other'];
  const shown = [...builds].sort((a, b) => order(a) - order(b));
  if (shown.length === 0) return <Muted>{t('No page load reported for {area} in the last {hours} hours.', { area, hours: formatNumber(hours) })}</Muted>;
  const colour = (build: Health, index: number) =>
    roles[build.build] === 'live'
      ? theme.colors.primary
      : roles[build.build] === 'canary'
        ? theme.colors.accent
        : [theme.colors.muted, theme.colors.success][index % 2]!;
  const start = Math.floor(now / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS;
  const x = (hour: string) => PAD.left + ((Date.parse(hour) - start) / ((hours - 1 || 1) * HOUR_MS)) * PLOT_W;
  const y = (rate: number) => PAD.top + PLOT_H - rate * PLOT_H;
  const name = (build: Health) => (build.build === 'config' ? 'config.json' : build.build);
  const label = (build: Health) => `${name(build)}${roleText(roles[build.build]) ? ` (${roleText(roles[build.build])})` : ''}`;
  return (
    <>
      <TableFrame label={t('{area} build health (scrolls sideways)', { area })}>
        <Table>
          <VisuallyHidden as="caption">
            {t('{area}: page loads, error rate and 75th percentile web vitals per build, last {hours} hours', { area, hours: formatNumber(hours) })}
          </VisuallyHidden>
          <TableHead
            columns={[
              t('Build'),
              { label: t('Page loads'), num: true },
              { label: t('Error rate'), num: true },
              { label: 'p75 LCP', num: true },
              { label: 'p75 INP', num: true },
              { label: 'p75 CLS', num: true },
            ]}
          />
          <tbody>
            {shown.map((build) => (
              <tr key={build.build}>
                <th scope="row">
                  <Id>{name(build)}</Id> {roleText(roles[build.build])}
                </th>
                <td className="num">{formatNumber(build.views)}</td>
                <td className="num">{percent(build.errorRate)}</td>
                <td className="num">{ms(build.p75.lcp)}</td>
                <td className="num">{ms(build.p75.inp)}</td>
                <td className="num">{score(build.p75.cls)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
      <Muted>{sampleNote(vitalsSample)}</Muted>
      <Figure>
        <figcaption>{t('Error rate per hour, last {hours} hours', { hours: formatNumber(hours) })}</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t('Error rate per hour of {area}: {builds}', {
            area,
            builds: shown.map((build) => t('{build} {rate} overall', { build: label(build), rate: percent(build.errorRate) })).join('; '),
          })}
        >
          {[0, 0.5, 1].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
                {formatNumber(tick * 100)} %
              </text>
            </g>
          ))}
          <text x={PAD.left} y={HEIGHT - 4}>
            {t('{hours} h ago', { hours: formatNumber(hours) })}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
            {t('now')}
          </text>
          {shown.map((build, index) => {
            const points = build.hourly.filter((hour) => hour.errorRate !== null);
            return (
              <g key={build.build} stroke={colour(build, index)} fill={colour(build, index)}>
                {points.length > 1 && <polyline fill="none" strokeWidth={2} points={points.map((hour) => `${x(hour.hour)},${y(hour.errorRate!)}`).join(' ')} />}
                {points.map((hour) => (
                  <circle key={hour.hour} cx={x(hour.hour)} cy={y(hour.errorRate!)} r={3} />
                ))}
              </g>
            );
          })}
        </svg>
        <Legend aria-hidden="true">
          {shown.map((build, index) => (
            <li key={build.build}>
              <span aria-hidden="true" style={{ background: colour(build, index) }} />
              {label(build)}
            </li>
          ))}
        </Legend>
      </Figure>
    </>
  );
}
