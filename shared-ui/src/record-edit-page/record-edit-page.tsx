import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { LoadError } from '../load-error/load-error';
import { LoadingBox } from '../loading-box/loading-box';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageLayout } from '../page-layout/page-layout';
import {
  useRecordPageTitle,
  type RecordPagePath,
  type RecordQueryState,
} from '../record-page/record-query-state';

export type RecordEditPageProps<T> = {
  /** The record's kind in words, e.g. 'school': used in the not-found and error messages. */
  resource: string;
  /** The page's route, whose name is its h1 and the tab's, e.g. '/schools/:id/edit'. */
  page: RecordPagePath;
  subtitle?: ReactNode;
  /** Where the header's back link goes, usually the record's own page. */
  backTo: string;
  backLabel: string;
  /** Where not-found sends the user, e.g. '/schools' and 'Back to schools'. */
  listPath: string;
  listLabel: string;
  /** The screen's `use<Record>` hook's result, e.g. `useSchool(id)`. */
  query: RecordQueryState<T>;
  /** The form, prefilled from the record. */
  children: (record: T) => ReactNode;
};

/**
 * The frame every edit page shares: not found, or the header over the loading state, the load
 * error with Retry, or the record's form in a card. It fetches nothing: the caller passes the
 * query's state, like `DetailViewer`.
 */
export function RecordEditPage<T>({
  resource,
  page,
  subtitle,
  backTo,
  backLabel,
  listPath,
  listLabel,
  query,
  children,
}: RecordEditPageProps<T>) {
  const title = useRecordPageTitle(page, query.notFound);
  const record = query.data;
  if (query.notFound) {
    return <NotFoundPage what={resource} backTo={listPath} backLabel={listLabel} />;
  }

  let body;
  if (query.isPending) {
    body = <LoadingBox />;
  } else if (!record) {
    body = (
      <LoadError
        what={`this ${resource}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <Card>{children(record)}</Card>;
  }

  return (
    <PageLayout
      width="form"
      title={title}
      subtitle={subtitle}
      backTo={backTo}
      backLabel={backLabel}
    >
      {body}
    </PageLayout>
  );
}
