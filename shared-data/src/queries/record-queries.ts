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

/** What a paged list filters by; the pages set limit and offset themselves. */
export type PagedListParams<T> = Omit<ListParams<T>, 'limit' | 'offset'>;

/** The list and detail reads of one collection, through the active source. */
export function recordReads<C extends CollectionName>(collection: C, keys: RecordKeys) {
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
        queryFn: ({ pageParam }) =>
          getSource().list(collection, { ...params, limit: pageSize, offset: pageParam }),
        initialPageParam: 0,
        getNextPageParam: (last, pages) => {
          const loaded = pages.reduce((count, page) => count + page.items.length, 0);
          return loaded < last.total && last.items.length > 0 ? loaded : undefined;
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
