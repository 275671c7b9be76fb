import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ArrowRightIcon } from '../icons/arrow-right-icon';
import { buttonClassName, type ButtonLookProps } from './button-class-name';
import styles from './button.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & {
    /** Shown after the text. Defaults to an arrow; pass `null` for none. Always decorative. */
    icon?: ReactNode;
    /** While true the button is disabled and shows `busyText` instead of its text. */
    busy?: boolean;
    /** The text while busy, e.g. 'Creating...', 'Editing...'. Defaults to '...'. */
    busyText?: string;
    ref?: Ref<HTMLButtonElement>;
  };

/** The dashboard's button: 190 px wide by default, primary, light or danger, optional shadow. */
export function Button({
  variant,
  width,
  shadow,
  icon = <ArrowRightIcon />,
  busy = false,
  busyText = '...',
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClassName({ variant, width, shadow }, className)}
      {...rest}
    >
      <span className={styles.label}>{busy ? busyText : children}</span>
      {icon && !busy ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </button>
  );
}
