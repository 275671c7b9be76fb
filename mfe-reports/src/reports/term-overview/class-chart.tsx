import { feePercent, formatPercent } from '@fees/shared-data';
import type { ClassReport } from '@fees/shared-data/core';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatBriefMoney } from '../charts/brief-money';
import { ChartLegend } from '../charts/chart-legend';
import { ChartSvg } from '../charts/chart-svg';
import { stackSegments } from '../charts/stack-segments';
import { useElementWidth } from '../charts/use-element-width';
import styles from './term-overview.module.css';

const PARTS = ['collected', 'outstanding'] as const;

const PART_COLOURS = {
  collected: 'var(--color-primary)',
  outstanding: 'var(--color-warning)',
} as const;

// Each class is a row: its name and rate on a line of text, its bar under it, so a long class
// name needs no room beside the bars on a phone.
const ROW_HEIGHT = 44;
const LABEL_BASELINE = 14;
const BAR_TOP = 20;
const BAR_HEIGHT = 18;
const AXIS_HEIGHT = 28;
// Room for the half of the first and last tick labels that hangs past the axis's ends.
const MARGIN = { left: 28, right: 36 };
const TICK_SPACING = 90;
const TICK_LABEL = { fontSize: 12 };
const FALLBACK_WIDTH = 640;

/** 'Primary 2: 78% collected', or 'nothing billed' when there is no rate to give. */
function classLine(room: ClassReport): string {
  const percent = feePercent(room.collected, room.billed);
  return `${room.name}: ${percent === null ? 'nothing billed' : `${formatPercent(percent)} collected`}`;
}

/** Each class's bar of what it collected and what it still owes, in the report's class order. */
export function ClassChart({ classes }: { classes: readonly ClassReport[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const stacks = classes.map((room) => stackSegments(PARTS, room));
  const longest = Math.max(...stacks.map((stack) => stack.at(-1)?.to ?? 0));
  // A term whose classes were billed nothing still draws an axis, from nothing to NGN 1.
  const x = scaleLinear({
    domain: [0, longest > 0 ? longest : 1],
    range: [0, innerWidth],
    nice: true,
  });
  const barsHeight = classes.length * ROW_HEIGHT;
  return (
    <div ref={ref} className={styles.chart}>
      <ChartSvg
        label={`Collected and outstanding by class: ${classes.map(classLine).join(', ')}`}
        width={width}
        height={barsHeight + AXIS_HEIGHT}
      >
        <Group left={MARGIN.left}>
          {classes.map((room, index) => (
            <Group key={room.classroomId} top={index * ROW_HEIGHT}>
              <text y={LABEL_BASELINE} className={styles.barLabel}>
                {classLine(room)}
              </text>
              {stacks[index]!.map((segment) => (
                <Bar
                  key={segment.key}
                  x={x(segment.from)}
                  y={BAR_TOP}
                  width={x(segment.to) - x(segment.from)}
                  height={BAR_HEIGHT}
                  className={styles.segment}
                  style={{ fill: PART_COLOURS[segment.key] }}
                />
              ))}
            </Group>
          ))}
          <AxisBottom
            top={barsHeight}
            scale={x}
            numTicks={Math.max(2, Math.floor(innerWidth / TICK_SPACING))}
            tickFormat={(value) => formatBriefMoney(Number(value))}
            tickLabelProps={TICK_LABEL}
          />
        </Group>
      </ChartSvg>
      <ChartLegend
        items={[
          { label: 'Collected', colour: PART_COLOURS.collected },
          { label: 'Outstanding', colour: PART_COLOURS.outstanding },
        ]}
      />
    </div>
  );
}
