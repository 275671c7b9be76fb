import type { HTMLAttributes, Ref } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './menu-surface.module.css';

export type MenuSurfaceProps = HTMLAttributes<HTMLDivElement> & {
  /** 'tight' for a list of items (menus, results); 'roomy' for a panel with a heading and text. */
  spacing?: 'tight' | 'roomy';
  ref?: Ref<HTMLDivElement>;
};

/**
 * The floating panel under a trigger: menus, popovers and result lists share its border, shadow,
 * layer and scrolling. Radix content renders it with `asChild`, which is why it spreads every prop
 * and takes a ref; the caller sets the width.
 */
export function MenuSurface({ spacing = 'tight', className, ref, ...rest }: MenuSurfaceProps) {
  return (
    <div ref={ref} className={classNames(styles.surface, styles[spacing], className)} {...rest} />
  );
}
