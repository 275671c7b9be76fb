import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
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

/** The list and detail reads of one collection, through the active source. */
export function recordReads<C extends CollectionName>(collection: C, keys: RecordKeys) {
  return {
    list: (params: ListParams<CollectionRecords[C]> = {}) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: () => getSource().list(collection, params),
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
