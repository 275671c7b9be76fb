import { NotFoundError, paymentQueryOptions, useCurrentSchoolStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One payment by id; a missing or foreign id comes back as `notFound`. Opening a payment of another
 * school makes that school the current one, so the way back lists the right payments.
 */
export function usePayment(paymentId: string) {
  const query = useQuery(paymentQueryOptions(paymentId));
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const schoolId = query.data?.schoolId;

  useEffect(() => {
    if (schoolId) setSchoolId(schoolId);
  }, [schoolId, setSchoolId]);

  return { ...query, notFound: query.error instanceof NotFoundError };
}
