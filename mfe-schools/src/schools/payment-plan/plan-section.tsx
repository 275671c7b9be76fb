import { mayDo, planQueryOptions } from '@fees/shared-data';
import { formatLongDay, type School } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import styles from './plan.module.css';

/**
 * The school page's payment plan for the current term (docs/due-dates.md): every member reads it;
 * its owner is offered the editor.
 */
export function PlanSection({ school }: { school: School }) {
  const plan = useQuery(planQueryOptions(school._id));
  return (
    <section aria-labelledby="plan-heading" className={styles.section}>
      <h2 id="plan-heading" className={styles.heading}>
        Payment plan
      </h2>
      <Loaded query={plan} what="the payment plan">
        {({ instalments, own }) =>
          own ? (
            <table aria-labelledby="plan-heading" className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Due date</th>
                  <th scope="col">Percent</th>
                </tr>
              </thead>
              <tbody>
                {instalments.map(({ dueOn, percent }) => (
                  <tr key={dueOn}>
                    <td>{formatLongDay(dueOn)}</td>
                    <td>{`${percent}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{`Default: all due on ${formatLongDay(instalments[0]?.dueOn ?? '')}, the day the term opened.`}</p>
          )
        }
      </Loaded>
      {mayDo(school.role, 'setPlans') ? (
        <ButtonLink width="auto" variant="light" to={`/schools/${school._id}/plan`}>
          Edit payment plan
        </ButtonLink>
      ) : null}
    </section>
  );
}
