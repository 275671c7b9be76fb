import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../class-names/class-names';
import { ArrowLeftIcon } from '../icons/arrow-left-icon';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title, e.g. the current school's name. */
  subtitle?: ReactNode;
  /** Where the back link goes, e.g. '/schools'. No back link without it. */
  backTo?: string;
  backLabel?: string;
  /** Buttons beside the title, e.g. an 'Add Classroom' `ButtonLink`. */
  actions?: ReactNode;
  className?: string;
};

/**
 * A screen's top: optional back link, the h1 and its actions. On paper only the titles show: a
 * link and buttons mean nothing there.
 */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Back',
  actions,
  className,
}: PageHeaderProps) {
  return (
    <header className={classNames(styles.header, className)}>
      {backTo !== undefined ? (
        <Link to={backTo} className={styles.back} data-print="hide">
          <ArrowLeftIcon />
          {backLabel}
        </Link>
      ) : null}
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? (
          <div className={styles.actions} data-print="hide">
            {actions}
          </div>
        ) : null}
      </div>
    </header>
  );
}
