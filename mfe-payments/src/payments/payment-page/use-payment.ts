import { paymentQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui/pages';

/** One payment by id; a missing or foreign id comes back as `notFound`. */
export function usePayment(paymentId: string) {
  return useSchoolRecord(paymentQueryOptions(paymentId), (payment) => payment.schoolId);
}
