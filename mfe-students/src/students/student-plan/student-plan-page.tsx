import {
  studentPlanQueryOptions,
  setStudentPlanMutationOptions,
  termLabel,
  termsQueryOptions,
} from '@fees/shared-data';
import type { PlanFormValues, Student } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { Loaded, PlanForm, RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useStudent } from '../student-page/use-student';

/**
 * /students/{studentId}/plan: a plan of the student's own for this term (docs/due-dates.md), set
 * by the school's owner; it starts from the plan that applies to them now.
 */
export function StudentPlanPage() {
  const { studentId = '' } = useParams();
  const navigate = useNavigate();
  const query = useStudent(studentId);
  const student = query.notFound ? undefined : query.data;
  const plan = useQuery(studentPlanQueryOptions(studentId));
  const current = useQuery({
    ...termsQueryOptions(student?.schoolId ?? ''),
    enabled: student !== undefined,
  }).data?.at(-1);
  const save = useMutation(setStudentPlanMutationOptions(studentId));

  async function savePlan(values: PlanFormValues, password: string) {
    await save.mutateAsync({ instalments: values.instalments, password });
    toastSuccess(`${student?.fullname ?? 'The student'} has a plan of their own.`);
    navigate(`/students/${studentId}`);
  }

  return (
    <RecordEditPage<Student>
      resource="student"
      page="/students/:id/plan"
      subtitle={student && current ? `${student.fullname}: ${termLabel(current)}` : undefined}
      id={studentId}
      query={query}
    >
      {() => (
        <RoleGate role={query.role} action="setPlans">
          <Loaded query={plan} what="the payment plan">
            {({ instalments }) =>
              current ? (
                <PlanForm instalments={instalments} session={current.session} onSave={savePlan} />
              ) : null
            }
          </Loaded>
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
