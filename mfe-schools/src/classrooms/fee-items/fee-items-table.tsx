import { formatMoney, mayDo } from '@fees/shared-data';
import type { Classroom, SchoolRole } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useFeeItems } from './use-fee-items';
import styles from './fee-items.module.css';

export type FeeItemsTableProps = {
  classroom: Classroom;
  /** The person's role in the classroom's school: only the owner sets fee items. */
  role: SchoolRole | undefined;
};

/**
 * The classroom page's 'Fee items this term': what every student of the class pays on top of the
 * class fee, and what only those who take it pay (docs/terms.md#charges).
 */
export function FeeItemsTable({ classroom, role }: FeeItemsTableProps) {
  const items = useFeeItems(classroom._id);
  return (
    <section aria-labelledby="fee-items-heading" className={styles.section}>
      <h2 id="fee-items-heading" className={styles.heading}>
        Fee items this term
      </h2>
      <Loaded query={items} what="the fee items">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>No extra fee items: students pay the class fee only.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Charged to</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item._id}>
                    <th scope="row">{item.name}</th>
                    <td>{formatMoney(item.amount)}</td>
                    <td>{item.optional ? 'Students who take it' : 'Every student'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      {mayDo(role, 'setFeeItems') ? (
        <ButtonLink width="auto" variant="light" to={`/classrooms/${classroom._id}/fee-items`}>
          Edit fee items
        </ButtonLink>
      ) : null}
    </section>
  );
}
