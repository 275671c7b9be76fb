import type { ReactNode } from 'react';
import { classNames } from '../class-names/class-names';
import { PageHeader, type PageHeaderProps } from '../page-header/page-header';
import styles from './page-layout.module.css';

export type PageLayoutProps = Omit<PageHeaderProps, 'className'> & {
  /** 'list' spans the content width (cards, tables); 'form' keeps a form to a readable column. */
  width: 'list' | 'form';
  /** What the page shows under its header: the data, or its loading, error or empty state. */
  children: ReactNode;
};

/** A screen's column: the page header (title, back link, actions) over its content. */
export function PageLayout({ width, children, ...header }: PageLayoutProps) {
  return (
    <div className={classNames(styles.page, styles[width])}>
      <PageHeader {...header} className={styles.header} />
      {children}
    </div>
  );
}
