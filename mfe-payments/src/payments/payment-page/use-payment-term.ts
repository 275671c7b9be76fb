import { termLabel, termsQueryOptions, type Payment } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/**
 * The term a payment counts in, as the screens name it ('First term 2025/2026';
 * docs/terms.md#payments): 'Loading…' until the school's terms arrive.
 */
export function usePaymentTerm(payment: Pick<Payment, 'schoolId' | 'termId'>): string {
  const terms = useQuery(termsQueryOptions(payment.schoolId));
  const term = terms.data?.find((each) => each._id === payment.termId);
  return term ? termLabel(term) : terms.isPending ? 'Loading…' : '';
}
