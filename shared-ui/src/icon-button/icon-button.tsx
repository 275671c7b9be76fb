import type { ButtonHTMLAttributes, Ref } from 'react';
import { classNames } from '../class-names/class-names';
import styles from './icon-button.module.css';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's accessible name: it shows only an icon. */
  'aria-label': string;
  /** 'md' is a full control's height (top bar); 'sm' sits inside a field or a dialog's corner. */
  size?: 'sm' | 'md';
  /** 'ghost' is bare until hovered; 'outlined' is a bordered tile like the top bar's. */
  variant?: 'ghost' | 'outlined';
  round?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A square button that shows only an icon, named by its `aria-label`. It spreads every prop and
 * takes a ref, so a Radix trigger or close can render it with `asChild`.
 */
export function IconButton({
  size = 'sm',
  variant = 'ghost',
  round = false,
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(
        styles.button,
        styles[size],
        styles[variant],
        round && styles.round,
        className,
      )}
      {...rest}
    />
  );
}
