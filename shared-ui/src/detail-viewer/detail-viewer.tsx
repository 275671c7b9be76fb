import { NotFoundError } from '@fees/shared-data';
import type { ReactNode } from 'react';
import { LoadError } from '../load-error/load-error';
import { Card } from '../card/card';
import { LoadingBox } from '../loading-box/loading-box';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageHeader } from '../page-header/page-header';
import type { RecordQueryState } from '../record-page/record-query-state';
import {
  placeOf,
  useRecordPageTitle,
  type RecordPlace,
  type RecordResource,
} from '../record-page/record-routes';
import styles from './detail-viewer.module.css';

/**
 * `resource` is the record's kind in words, e.g. 'school', 'payment': used in the messages. A record
 * at /{resource}s/{id} leads back to /{resource}s and titles its tab from /{resource}s/:id; one that
 * lives elsewhere names its `list` and its `page`, e.g. a family's '/students/families' and
 * '/students/families/:id'.
 */
export type DetailViewerProps<T> = RecordPlace<RecordResource> & {
  /** The heading once the record is there; a string or built from the record. */
  title: string | ((record: T) => string);
  /** The heading while loading or failed. Defaults to 'School details' for resource 'school'. */
  pendingTitle?: string;
  /**
   * The screen's `use<Record>` hook's result. A `NotFoundError` (404: missing or another owner's)
   * shows not-found; a failed refetch keeps the record in view.
   */
  query: RecordQueryState<T>;
  /** The details slot, usually a `DetailsTable`. */
  details: (record: T) => ReactNode;
  /** The action buttons: links to related lists, edit, and delete with its `ConfirmModal`. */
  actions?: (record: T) => ReactNode;
  /**
   * Buttons beside the heading instead, as PageLayout's header holds them: for a page that shows
   * more after the viewer, between whose parts `actions` would fall (a family's, its children).
   */
  headerActions?: (record: T) => ReactNode;
};

/**
 * The one frame every detail page shares (docs/routes.md#details-and-delete): back link, heading,
 * details and actions, plus the loading, error and not-found states. It fetches nothing: the
 * caller passes the query's state, so this stays free of data sources.
 */
export function DetailViewer<T>(props: DetailViewerProps<T>) {
  const { resource, title, pendingTitle, query, details, actions, headerActions } = props;
  const { list, page } = placeOf(props, (kind) => `/${kind}s/:id`);
  useRecordPageTitle(page, query.notFound);
  const record = query.notFound ? null : query.data;
  const isLoading = query.isPending;
  const error = query.data ? undefined : query.error;
  const fallbackTitle =
    pendingTitle ?? `${resource.charAt(0).toUpperCase()}${resource.slice(1)} details`;

  const notFound =
    error instanceof NotFoundError ||
    (!isLoading && !error && (record === null || record === undefined));
  if (notFound) {
    return <NotFoundPage what={resource} backTo={list.path} backLabel={list.label} />;
  }

  const header = (heading: string, headerButtons?: ReactNode) => (
    <PageHeader
      title={heading}
      backTo={list.path}
      backLabel={list.label}
      actions={headerButtons}
      className={styles.header}
    />
  );

  if (isLoading) {
    return (
      <div className={styles.viewer}>
        {header(fallbackTitle)}
        <LoadingBox />
      </div>
    );
  }

  if (error || record === null || record === undefined) {
    return (
      <div className={styles.viewer}>
        {header(fallbackTitle)}
        <LoadError what={`this ${resource}`} error={error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <div className={styles.viewer}>
      {header(typeof title === 'function' ? title(record) : title, headerActions?.(record))}
      <Card>{details(record)}</Card>
      {actions ? <div className={styles.actions}>{actions(record)}</div> : null}
    </div>
  );
}
