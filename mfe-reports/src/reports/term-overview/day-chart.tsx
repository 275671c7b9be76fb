import { countOf, formatDay, formatMoney } from '@fees/shared-data';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@fees/shared-data/core';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatBriefMoney } from '../charts/brief-money';
import { ChartLegend } from '../charts/chart-legend';
import { ChartSvg } from '../charts/chart-svg';
import { METHOD_COLOURS } from '../charts/method-colours';
import { stackSegments } from '../charts/stack-segments';
import { useElementWidth } from '../charts/use-element-width';
import type { DayRow } from './day-rows';
import styles from './term-overview.module.css';

const HEIGHT = 260;
// The side margins hold the two money scales' ticks and labels, 'NGN 12.5M' at most.
const MARGIN = { top: 12, right: 76, bottom: 28, left: 76 };
const DAY_LABEL_SPACING = 84;
const VALUE_TICKS = 4;
const TICK_LABEL = { fontSize: 12 };
// A term of a few days still draws bars, not blocks.
const BAR_MAX_WIDTH = 48;
// Below this a segment's hairline edge would hide its colour, so thin bars go without.
const EDGED_BAR_WIDTH = 6;
const DOT_RADIUS = 3;
// Days closer than this show the running total as a line alone: their dots would run together.
const DOT_SPACING = 12;
const RUNNING_COLOUR = 'var(--color-text)';
const FALLBACK_WIDTH = 640;

const brief = (value: { valueOf(): number }) => formatBriefMoney(Number(value));

/** 'NGN 1,250,000 in 12 days from 27-10-2026 to 14-11-2026; the most on 03-11-2026, NGN 310,000'. */
function summary(rows: readonly DayRow[]): string {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const best = rows.reduce((most, row) => (row.total > most.total ? row : most));
  const span =
    rows.length === 1
      ? `on ${formatDay(first.day)}`
      : `in ${countOf(rows.length, 'day', 'days')} from ${formatDay(first.day)} to ${formatDay(last.day)}`;
  return `${formatMoney(last.runningTotal)} ${span}; the most on ${formatDay(best.day)}, ${formatMoney(best.total)}`;
}

export type DayChartProps = {
  /** The term's days with payments, in order. */
  rows: readonly DayRow[];
  /** The methods those days used, in the order their segments stack. */
  methods: readonly PaymentMethod[];
};

/**
 * Each day's collections as a bar stacked by method on the left-hand scale, and the term's running
 * total as a dashed line on the right-hand one.
 */
export function DayChart({ rows, methods }: DayChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: rows.map((row) => row.day), range: [0, innerWidth], padding: 0.2 });
  const dayScale = scaleLinear({
    domain: [0, Math.max(...rows.map((row) => row.total))],
    range: [innerHeight, 0],
    nice: true,
  });
  const runningScale = scaleLinear({
    domain: [0, rows.at(-1)!.runningTotal],
    range: [innerHeight, 0],
    nice: true,
  });
  const middle = (row: DayRow) => (x(row.day) ?? 0) + x.bandwidth() / 2;
  const barWidth = Math.min(x.bandwidth(), BAR_MAX_WIDTH);
  // A term has up to a hundred days of payments; their dates are labelled as far apart as reads.
  const every = Math.ceil(rows.length / Math.max(1, Math.floor(innerWidth / DAY_LABEL_SPACING)));
  const labelledDays = rows.filter((_, index) => index % every === 0).map((row) => row.day);

  return (
    <div ref={ref} className={styles.chart}>
      <ChartSvg label={`Collections by day: ${summary(rows)}`} width={width} height={HEIGHT}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {rows.map((row) =>
            stackSegments(methods, row.amounts).map((segment) => (
              <Bar
                key={`${row.day} ${segment.key}`}
                x={middle(row) - barWidth / 2}
                y={dayScale(segment.to)}
                width={barWidth}
                height={dayScale(segment.from) - dayScale(segment.to)}
                className={barWidth < EDGED_BAR_WIDTH ? undefined : styles.segment}
                style={{ fill: METHOD_COLOURS[segment.key] }}
              />
            )),
          )}
          <LinePath
            data={[...rows]}
            x={middle}
            y={(row) => runningScale(row.runningTotal)}
            className={styles.running}
            style={{ stroke: RUNNING_COLOUR }}
          />
          {x.step() < DOT_SPACING
            ? null
            : rows.map((row) => (
                <circle
                  key={row.day}
                  cx={middle(row)}
                  cy={runningScale(row.runningTotal)}
                  r={DOT_RADIUS}
                  style={{ fill: RUNNING_COLOUR }}
                />
              ))}
          <AxisLeft
            scale={dayScale}
            numTicks={VALUE_TICKS}
            tickFormat={brief}
            tickLabelProps={TICK_LABEL}
          />
          <AxisRight
            left={innerWidth}
            scale={runningScale}
            numTicks={VALUE_TICKS}
            tickFormat={brief}
            tickLabelProps={TICK_LABEL}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={labelledDays}
            tickFormat={formatDay}
            tickLabelProps={TICK_LABEL}
          />
        </Group>
      </ChartSvg>
      <ChartLegend
        items={[
          ...methods.map((method) => ({
            label: PAYMENT_METHOD_LABELS[method],
            colour: METHOD_COLOURS[method],
          })),
          { label: 'Running total (right-hand scale)', colour: RUNNING_COLOUR, mark: 'line' },
        ]}
      />
    </div>
  );
}
