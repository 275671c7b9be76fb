import { formatMoney } from '@fees/shared-data';
import { formatBalance, type FamilyPayLinkView } from '@fees/shared-data/core';
import { FamilyChildrenTable } from '@fees/shared-ui/pages';
import { childBalance } from './family-shares';

/**
 * The children a family's link pays for, in the family's order (the split's), each with what they
 * owe (a credit as a credit) and the arrears of earlier terms still in it, then what they owe
 * together, as the family's page shows them.
 */
export function FamilyLinkChildren({ view }: { view: FamilyPayLinkView }) {
  return (
    <FamilyChildrenTable
      caption={`Children of ${view.familyName}`}
      amountHeader="Outstanding"
      rows={view.children.map((child) => ({
        key: child.studentId,
        name: child.studentName,
        className: child.className,
        amount: formatBalance(childBalance(child)),
        note:
          child.arrears > 0
            ? `${formatMoney(child.arrears)} still owed from earlier terms`
            : undefined,
      }))}
      total={{ label: 'Family outstanding', amount: formatMoney(view.outstanding) }}
    />
  );
}
