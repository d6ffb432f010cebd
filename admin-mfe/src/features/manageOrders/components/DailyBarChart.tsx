import { useId } from 'react';
import { t } from '@storefront/shared';
import { ChartFigure } from '../../../components/ChartFigure';

export interface DailyValue {
  /** `YYYY-MM-DD` */
  date: string;
  value: number;
}

// Drawing units. The SVG scales to its box; these proportions stay readable from a 375 px phone
// (about 1:1) to a desktop column (about 1.4:1).
const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 6, bottom: 24, left: 40 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * A round top for the axis: 1, 2, 2.5 or 5 times a power of ten. For counts (`whole`), a whole
 * number whose half is whole too, so no tick reads "2.5 orders".
 */
export function niceMax(max: number, whole = false): number {
  if (!(max > 0)) return 1;
  if (whole && max <= 1) return 1;
  const power = whole ? Math.max(1, 10 ** Math.floor(Math.log10(max))) : 10 ** Math.floor(Math.log10(max));
  const steps = whole ? [1, 2, 4, 6, 8, 10] : [1, 2, 2.5, 5, 10];
  const step = steps.find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** `2026-11-03` to "Nov 3", read as a calendar day (no time zone shift). */
export function shortDay(date: string, locale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

export interface DailyBarChartProps {
  title: string;
  data: DailyValue[];
  /** For the summary read to screen readers and the bar tooltips, e.g. a price. */
  formatValue: (value: number) => string;
  /** For the axis, short, e.g. "12K". */
  formatTick: (value: number) => string;
  color: string;
  /** Counts: whole-number ticks only. */
  whole?: boolean;
  locale?: string;
}

/**
 * A hand-written bar chart of one value per day: no charting library, so the page stays small.
 * Announced as one image with a text summary; the numbers themselves are in a table beside it.
 */
export function DailyBarChart({ title, data, formatValue, formatTick, color, whole = false, locale = 'en-US' }: DailyBarChartProps) {
  const titleId = useId();
  const descId = useId();
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<DailyValue | undefined>((best, d) => (!best || d.value > best.value ? d : best), undefined);
  const top = niceMax(peak?.value ?? 0, whole);
  const slot = data.length ? PLOT_W / data.length : PLOT_W;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const ticks = whole && top % 2 !== 0 ? [0, top] : [0, top / 2, top];
  const labelled = data.length > 1 ? [0, Math.floor((data.length - 1) / 2), data.length - 1] : [0];
  const first = data[0];
  const last = data[data.length - 1];
  const summary =
    first && last
      ? t('{from} to {to}: {total} in total', { from: shortDay(first.date, locale), to: shortDay(last.date, locale), total: formatValue(total) }) +
        (peak && peak.value > 0 ? t(', highest {value} on {day}.', { value: formatValue(peak.value), day: shortDay(peak.date, locale) }) : '.')
      : t('No data.');

  return (
    <ChartFigure>
      <figcaption id={titleId}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#8a96a3' : '#e3e8ee'} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.35em" textAnchor="end">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {data.map((day, index) => {
          const height = PAD.top + PLOT_H - y(day.value);
          return (
            <rect
              key={day.date}
              data-date={day.date}
              x={PAD.left + index * slot + (slot - barWidth) / 2}
              y={y(day.value)}
              width={barWidth}
              height={Math.max(0, height)}
              rx={1.5}
              fill={color}
            >
              <title>{`${shortDay(day.date, locale)}: ${formatValue(day.value)}`}</title>
            </rect>
          );
        })}
        {labelled.map((index, i) => {
          const day = data[index];
          if (!day) return null;
          const anchor = i === 0 && labelled.length > 1 ? 'start' : i === labelled.length - 1 && labelled.length > 1 ? 'end' : 'middle';
          const x = anchor === 'start' ? PAD.left : anchor === 'end' ? WIDTH - PAD.right : PAD.left + index * slot + slot / 2;
          return (
            <text key={day.date} x={x} y={HEIGHT - 6} textAnchor={anchor}>
              {shortDay(day.date, locale)}
            </text>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
