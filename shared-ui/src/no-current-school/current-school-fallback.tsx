import type { useCurrentSchool } from '@fees/shared-data';
import { LoadError } from '../load-error/load-error';
import { LoadingBox } from '../loading-box/loading-box';
import { NoCurrentSchool } from './no-current-school';

export type CurrentSchoolFallbackProps = {
  /** `useCurrentSchool()`'s result, while it has no school to give. */
  current: Pick<ReturnType<typeof useCurrentSchool>, 'missing' | 'error'> & {
    refetch: () => unknown;
  };
  /** What the user came to do, e.g. 'see its students'. */
  purpose: string;
};

/**
 * What a page of the current school shows until it has the school: that none is chosen, why it
 * failed to load (with Retry), or that it is loading.
 */
export function CurrentSchoolFallback({ current, purpose }: CurrentSchoolFallbackProps) {
  if (current.missing) return <NoCurrentSchool purpose={purpose} />;
  if (current.error) {
    return (
      <LoadError
        what="the current school"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  return <LoadingBox />;
}
