import { statementQueryOptions } from '@fees/shared-data';
import type { Family } from '@fees/shared-data/core';
import { useQueries } from '@tanstack/react-query';
import { useFamilyChildren } from '../family-page/use-family-children';

/**
 * Each child of the family with their statement, in registration order. The statements are asked
 * for side by side once the children are known, and come back only when every one is here, so the
 * page never prints a family with a child missing.
 */
export function useFamilyStatements(family: Family) {
  const children = useFamilyChildren(family);
  const students = children.data?.items ?? [];
  const statements = useQueries({
    queries: students.map((student) => statementQueryOptions(student._id)),
  });
  const loaded = students.flatMap((child, index) => {
    const statement = statements[index]?.data;
    return statement ? [{ child, statement }] : [];
  });
  const failed = [children, ...statements].find((query) => query.isError);

  return {
    data: children.data && loaded.length === students.length ? loaded : undefined,
    error: failed?.error ?? null,
    refetch: () => {
      for (const query of [children, ...statements]) if (query.isError) void query.refetch();
    },
  };
}
