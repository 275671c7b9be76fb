/** The part of a record query a record's page reads: react-query's result plus `notFound`. */
export type RecordQueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  /** A deleted or foreign id (the `use<Record>` hooks derive it from a NotFoundError). */
  notFound: boolean;
  refetch: () => unknown;
};
