import { formatMoney, lateFeesQueryOptions, mayDo } from '@fees/shared-data';
import { lateFeeLine, type SchoolRole, type Student } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import styles from './student-late-fees.module.css';
import { WaiveLateFeeButton } from './waive-late-fee-button';

const CHARGE = stackedCell({});
const AMOUNT = stackedCell({ phone: 'below', label: 'Amount', align: 'end' });
const STATUS = stackedCell({ phone: 'below', label: 'Status' });
const ACTIONS = stackedCell({ phone: 'below' });

/**
 * The student's late fees this term (docs/due-dates.md#late-fee), each charged or waived, with
 * 'Waive' for the owner. Nothing shows while they have none.
 */
export function StudentLateFees({ student, role }: { student: Student; role?: SchoolRole }) {
  const box = useRef<HTMLDivElement>(null);
  const fees = useQuery(lateFeesQueryOptions(student._id)).data ?? [];
  if (fees.length === 0) return null;
  const waives = mayDo(role, 'waiveLateFees');
  return (
    <section aria-labelledby="late-fees-heading" className={styles.section}>
      <h2 id="late-fees-heading" className={styles.heading}>
        Late fees
      </h2>
      <ScrollingTable
        ref={box}
        caption={`Late fees of ${student.fullname} this term`}
        minWidth="28rem"
        phone="stack"
      >
        <thead>
          <tr>
            <th scope="col" {...CHARGE}>
              Charge
            </th>
            <th scope="col" {...AMOUNT}>
              Amount
            </th>
            <th scope="col" {...STATUS}>
              Status
            </th>
            {waives ? (
              <th scope="col" {...ACTIONS}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee._id}>
              <th scope="row" {...CHARGE}>
                {lateFeeLine(fee.dueOn)}
              </th>
              <td {...AMOUNT}>{formatMoney(fee.amount)}</td>
              <td {...STATUS}>{fee.waived ? 'Waived' : 'Charged'}</td>
              {waives ? (
                <td {...ACTIONS}>
                  {fee.waived ? null : (
                    <WaiveLateFeeButton
                      studentId={student._id}
                      fee={fee}
                      onGone={() => box.current?.focus()}
                    />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
