import type { ReactNode } from 'react';
import styles from './charts.module.css';

export type ChartSvgProps = {
  /** What the chart shows, summed up in words: its name to assistive tech, which reads it as one image. */
  label: string;
  width: number;
  height: number;
  children: ReactNode;
};

/**
 * A chart's drawing, laid out in pixels for its column's width. Its view box keeps the proportions
 * when the column, or the printed page, is narrower than it was measured.
 */
export function ChartSvg({ label, width, height, children }: ChartSvgProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={styles.chart}
    >
      {children}
    </svg>
  );
}
