import type { ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './icon-container.module.css';

export type IconTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

export type IconContainerProps = {
  /** The icon (an inline SVG sized `1em` takes the container's icon size). */
  children: ReactNode;
  tone?: IconTone;
  size?: 'sm' | 'md' | 'lg';
  round?: boolean;
  /** Names the icon for assistive tech. Without it the icon is decorative and hidden. */
  label?: string;
  className?: string;
};

/** A tinted square (or circle) that frames an icon. */
export function IconContainer({
  children,
  tone = 'primary',
  size = 'md',
  round = false,
  label,
  className,
}: IconContainerProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span
      className={classNames(
        styles.container,
        styles[tone],
        styles[size],
        round && styles.round,
        className,
      )}
      {...a11y}
    >
      {children}
    </span>
  );
}
