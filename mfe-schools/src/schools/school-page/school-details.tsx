import { formatDate, formatMoney, termLabel } from '@fees/shared-data';
import { SCHOOL_LEVEL_LABELS, siblingDiscountSubject, type School } from '@fees/shared-data/core';
import { DetailsTable } from '@fees/shared-ui/pages';
import { SettlementValue } from '../settlement/settlement-value';
import { useTerms } from './use-terms';

/**
 * The school's figures for its current term, its sibling discount and where its card money
 * settles, with its real fees-paid ring (paid ÷ expected; docs/dashboard.md, docs/terms.md,
 * docs/families.md#sibling-discount, docs/transfers.md#settlement).
 */
export function SchoolDetails({ school }: { school: School }) {
  const expected = school.totalFeesExpected;
  const { current } = useTerms(school._id);
  // The figures are the current term's: named, so a term closed early by mistake shows at once.
  const ofTerm = (figure: string) => (current ? `${figure}, ${termLabel(current)}` : figure);
  return (
    <DetailsTable
      title="School details"
      fees={{ paid: school.totalFees, expected }}
      rows={[
        { label: 'Name', value: school.name },
        { label: 'Address', value: school.address },
        { label: 'Level', value: SCHOOL_LEVEL_LABELS[school.level] },
        { label: 'Current term', value: current ? termLabel(current) : 'Loading…' },
        { label: 'Classrooms', value: school.noOfClassrooms },
        { label: 'Students', value: school.noOfStudents },
        { label: ofTerm('Fees expected'), value: formatMoney(expected) },
        { label: ofTerm('Fees paid'), value: formatMoney(school.totalFees) },
        { label: 'Sibling discount', value: siblingDiscountSubject(school.siblingDiscount) },
        { label: 'Card money settles to', value: <SettlementValue schoolId={school._id} /> },
        { label: 'Registered on', value: formatDate(school.createdAt) },
      ]}
    />
  );
}
