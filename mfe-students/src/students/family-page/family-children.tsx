import { classLabel } from '../students-list/class-label';
import { formatMoney } from '@fees/shared-data';
import { formatBalance, formatBroughtForward, type Family } from '@fees/shared-data/core';
import { FamilyChildrenTable, Loaded } from '@fees/shared-ui/pages';
import { Link } from 'react-router';
import { useFamilyChildren } from './use-family-children';

/**
 * The family's children, what each owes and brought forward of it and has due now, and what they
 * owe and have due together.
 */
export function FamilyChildren({ family }: { family: Family }) {
  const children = useFamilyChildren(family);
  return (
    <Loaded query={children} what="the children">
      {({ items }) => (
        <FamilyChildrenTable
          caption={`Children of ${family.name}`}
          amountHeader="Balance"
          rows={items.map((child) => ({
            key: child._id,
            name: <Link to={`/students/${child._id}`}>{child.fullname}</Link>,
            className: classLabel(child),
            amount: formatBalance(child.balance),
            note:
              child.broughtForward === 0
                ? undefined
                : `${formatBroughtForward(child.broughtForward)} brought forward`,
            dueNow: formatMoney(child.dueNow),
          }))}
          total={{ label: 'Family total', amount: formatBalance(family.balance) }}
          due={{ header: 'Due now', total: formatMoney(family.dueNow) }}
        />
      )}
    </Loaded>
  );
}
