import {
  formatMoney,
  lateFeesQueryOptions,
  mayDo,
  schoolToday,
  studentPlanQueryOptions,
  termsQueryOptions,
} from '@fees/shared-data';
import {
  formatLongDay,
  lateFeesDueAtOnce,
  studentStanding,
  toKobo,
  toNaira,
  type InstalmentStanding,
  type SchoolRole,
  type Student,
} from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { ReturnToSchoolPlanButton } from './return-to-school-plan-button';
import sections from '../statement/statement.module.css';
import styles from './student-plan.module.css';

const STANDING_WORDS: Record<InstalmentStanding, string> = {
  met: 'Met',
  due: 'Due',
  late: 'Late',
};

/**
 * The student page's payment plan (docs/due-dates.md): each instalment of the plan that applies to
 * them this term, what it asks of them and whether it is met, by the rule their due figures follow.
 * The owner may give them a plan of their own, or return them to the school's.
 */
export function StudentPlan({ student, role }: { student: Student; role?: SchoolRole }) {
  const plan = useQuery(studentPlanQueryOptions(student._id));
  const current = useQuery(termsQueryOptions(student.schoolId)).data?.at(-1);
  const money = {
    broughtForwardKobo: toKobo(student.broughtForward),
    expectedKobo: toKobo(student.totalFeesExpected),
    paidKobo: toKobo(student.totalPaidFees),
  };
  // Late fees are in what is expected but due at once, not split by the plan.
  const lateFees = useQuery(lateFeesQueryOptions(student._id)).data ?? [];
  const atOnce = lateFeesDueAtOnce(
    lateFees.map((fee) => ({ ...fee, amountKobo: toKobo(fee.amount) })),
  );
  const owner = mayDo(role, 'setPlans');
  return (
    <section aria-labelledby="student-plan-heading" className={sections.section}>
      <h2 id="student-plan-heading" className={sections.heading}>
        Payment plan
      </h2>
      <Loaded query={plan} what="the payment plan">
        {({ instalments, own }) =>
          current ? (
            <>
              <p className={styles.whose}>
                {own ? 'Their own plan for this term.' : "The school's plan for this term."}
              </p>
              <table aria-labelledby="student-plan-heading" className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Due date</th>
                    <th scope="col" className={styles.amount}>
                      Amount
                    </th>
                    <th scope="col">Standing</th>
                  </tr>
                </thead>
                <tbody>
                  {studentStanding(
                    money,
                    instalments,
                    schoolToday(new Date(current.openedAt)),
                    schoolToday(),
                    atOnce,
                  ).map(({ dueOn, percent, amountKobo, standing }) => (
                    <tr key={dueOn}>
                      <td>{`${formatLongDay(dueOn)} (${percent}%)`}</td>
                      <td className={styles.amount}>{formatMoney(toNaira(amountKobo))}</td>
                      <td className={styles[standing]}>{STANDING_WORDS[standing]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {owner ? (
                <div className={styles.actions}>
                  <ButtonLink width="auto" variant="light" to={`/students/${student._id}/plan`}>
                    {own ? 'Change their own plan' : 'Give a plan of their own'}
                  </ButtonLink>
                  {own ? <ReturnToSchoolPlanButton student={student} /> : null}
                </div>
              ) : null}
            </>
          ) : null
        }
      </Loaded>
    </section>
  );
}
