import { classNames } from '../class-names/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'light' | 'danger';
/** 'fixed' is the 190 px default; 'full' fills its container; 'auto' fits the text. */
export type ButtonWidth = 'fixed' | 'full' | 'auto';

export type ButtonLookProps = {
  /** 'light' is the light style: a white button with a primary-coloured outline. */
  variant?: ButtonVariant;
  width?: ButtonWidth;
  shadow?: boolean;
};

/** The class list shared by `Button` and `ButtonLink`, so a link looks exactly like a button. */
export function buttonClassName(
  { variant = 'primary', width = 'fixed', shadow = false }: ButtonLookProps,
  className?: string,
): string {
  return classNames(
    styles.button,
    styles[variant],
    styles[width],
    shadow && styles.shadow,
    className,
  );
}
