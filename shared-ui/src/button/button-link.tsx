import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { ArrowRightIcon } from '../icons/arrow-right-icon';
import { buttonClassName, type ButtonLookProps } from './button-class-name';
import styles from './button.module.css';

export type ButtonLinkProps = LinkProps &
  ButtonLookProps & {
    /** Shown after the text. Defaults to an arrow; pass `null` for none. Always decorative. */
    icon?: ReactNode;
  };

/** A real link (react-router `Link`) that looks like `Button`: use it for navigation. */
export function ButtonLink({
  variant,
  width,
  shadow,
  icon = <ArrowRightIcon />,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, width, shadow }, className)} {...rest}>
      <span className={styles.label}>{children}</span>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </Link>
  );
}
