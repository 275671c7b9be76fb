import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  CreateInputs,
  ListParams,
  UpdateInputs,
  WritableCollection,
} from '../sources/data-source';
import { getSource } from '../sources/get-source';
import type { CollectionName, CollectionRecords } from '../types/collections';
import { invalidate } from './invalidate';

interface RecordKeys {
  list: (params?: object) => QueryKey;
  detail: (id: string) => QueryKey;
}

/** Rows a long list asks for at once: a few screens' worth, small enough to answer quickly. */
export const LIST_PAGE_SIZE = 200;

/** What a paged list filters by; the pages set limit, offset and after themselves. */
export type PagedListParams<T> = Omit<ListParams<T>, 'limit' | 'offset' | 'after'>;

/** Where the next page starts: past the rows loaded, or after the last one (`after`). */
interface PageStart {
  offset: number;
  after?: string;
}

interface RecordReadsOptions {
  /**
   * Each next page starts after the last record loaded (`after`), which the API finds in an index
   * however far the list has scrolled, where an offset makes it count off every row before.
   */
  pageAfterLast?: boolean;
}

/** The list and detail reads of one collection, through the active source. */
export function recordReads<C extends CollectionName>(
  collection: C,
  keys: RecordKeys,
  { pageAfterLast = false }: RecordReadsOptions = {},
) {
  return {
    list: (params: ListParams<CollectionRecords[C]> = {}) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: () => getSource().list(collection, params),
      }),
    /** A long list page by page: the next page is asked for while the last rows come into view. */
    pages: (params: PagedListParams<CollectionRecords[C]> = {}, pageSize = LIST_PAGE_SIZE) =>
      infiniteQueryOptions({
        queryKey: keys.list({ ...params, pageSize }),
        // `after` is a payments parameter, which TypeScript cannot see for any C: only a list
        // read with pageAfterLast (the payments) passes it.
        queryFn: ({ pageParam }) =>
          getSource().list(collection, {
            ...params,
            limit: pageSize,
            ...(pageParam.after === undefined
              ? { offset: pageParam.offset }
              : { after: pageParam.after }),
          } as ListParams<CollectionRecords[C]>),
        initialPageParam: { offset: 0 } as PageStart,
        getNextPageParam: (last, pages): PageStart | undefined => {
          const loaded = pages.reduce((count, page) => count + page.items.length, 0);
          const lastRecord = last.items.at(-1);
          if (loaded >= last.total || lastRecord === undefined) return undefined;
          return pageAfterLast ? { offset: loaded, after: lastRecord._id } : { offset: loaded };
        },
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: () => getSource().get(collection, id),
      }),
  };
}

/** Create, update and delete of one collection; each refreshes what the write changes. */
export function recordWrites<C extends WritableCollection>(
  collection: C,
  affected: readonly QueryKey[],
) {
  const refresh = () => invalidate(...affected);
  return {
    create: () =>
      mutationOptions({
        mutationFn: ({ input, password }: { input: CreateInputs[C]; password: string }) =>
          getSource().create(collection, input, password),
        onSuccess: refresh,
      }),
    update: () =>
      mutationOptions({
        mutationFn: ({
          id,
          input,
          password,
        }: {
          id: string;
          input: UpdateInputs[C];
          password: string;
        }) => getSource().update(collection, id, input, password),
        onSuccess: refresh,
      }),
    remove: () =>
      mutationOptions({
        mutationFn: ({ id, password }: { id: string; password: string }) =>
          getSource().remove(collection, id, password),
        onSuccess: refresh,
      }),
  };
}
