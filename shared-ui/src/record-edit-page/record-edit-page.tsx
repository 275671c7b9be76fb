import type { ReactNode } from 'react';
import { Card } from '../card/card';
import { LoadError } from '../load-error/load-error';
import { LoadingBox } from '../loading-box/loading-box';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageLayout } from '../page-layout/page-layout';
import type { RecordQueryState } from '../record-page/record-query-state';
import {
  placeOf,
  useRecordPageTitle,
  type EditableResource,
  type RecordPlace,
} from '../record-page/record-routes';

/**
 * `resource` is the record's kind in words, e.g. 'school': used in the not-found and error
 * messages. A record at /{resource}s/{id} leads back to /{resource}s once it is gone, and its
 * `page` defaults to /{resource}s/:id/edit; one that lives elsewhere names its `list` and its
 * `page`, e.g. a family's '/students/families' and '/students/families/:id/edit'. The page names
 * the tab and the heading, e.g. '/classrooms/:id/fee-items' for a part of the record.
 */
export type RecordEditPageProps<T> = RecordPlace<EditableResource> & {
  /** The record's id: the back link returns to its page, {list}/{id}, e.g. /schools/{id}. */
  id: string;
  subtitle?: ReactNode;
  /** The screen's `use<Record>` hook's result, e.g. `useSchool(id)`. */
  query: RecordQueryState<T>;
  /** The form, prefilled from the record. */
  children: (record: T) => ReactNode;
  /** 'list' for a part that is a wide table, such as a school's audit log; a form by default. */
  width?: 'list' | 'form';
};

/**
 * The frame every edit page shares, named after its record's kind (/schools/{id}/edit is 'Edit
 * School', back to the school, or to the schools once it is gone): not found, or the header over
 * the loading state, the load error with Retry, or the record's form in a card. It fetches
 * nothing: the caller passes the query's state, like `DetailViewer`.
 */
export function RecordEditPage<T>(props: RecordEditPageProps<T>) {
  const { resource, id, subtitle, query, children, width = 'form' } = props;
  const { list, page } = placeOf<EditableResource>(props, (kind) => `/${kind}s/:id/edit`);
  const title = useRecordPageTitle(page, query.notFound);
  const record = query.data;
  if (query.notFound) {
    return <NotFoundPage what={resource} backTo={list.path} backLabel={list.label} />;
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
      width={width}
      title={title}
      subtitle={subtitle}
      backTo={`${list.path}/${id}`}
      backLabel={`Back to ${resource}`}
    >
      {body}
    </PageLayout>
  );
}
