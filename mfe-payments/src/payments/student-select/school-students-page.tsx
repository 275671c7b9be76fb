import { useCurrentSchool } from '@fees/shared-data';
import type { SchoolAction, Student } from '@fees/shared-data/core';
import { CurrentSchoolPage, Loaded, RoleGate } from '@fees/shared-ui/pages';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSchoolStudents } from './use-school-students';

type PageProps = ComponentProps<typeof CurrentSchoolPage>;

export type SchoolStudentsPageProps = Pick<PageProps, 'backTo' | 'purpose'> & {
  /** The form's route, which names the page. */
  path: NonNullable<PageProps['path']>;
  /** What the form does, in the role table: who may not is told so instead of seeing it. */
  action: SchoolAction;
  /**
   * The form, once every student of the current school has loaded; `preselected` is the student
   * the address names (`?student=`), when that is one of them.
   */
  children: (students: Student[], preselected: Student | undefined) => ReactNode;
};

/**
 * A payment form's page: the current school and all its students, or what is missing. Payments
 * are the owner's and the bursar's to take (docs/staff.md#the-roles): anyone else who opens the
 * address is told so, rather than filling in a form the server would refuse.
 */
export function SchoolStudentsPage({ action, children, ...page }: SchoolStudentsPageProps) {
  const roster = useSchoolStudents(useCurrentSchool().school?._id);
  const [params] = useSearchParams();
  const preselectedId = params.get('student');
  return (
    <CurrentSchoolPage {...page} width="form">
      {(school) => (
        <RoleGate role={school.role} action={action}>
          <Loaded query={roster} what="the students">
            {(students) =>
              children(
                students,
                students.find((student) => student._id === preselectedId),
              )
            }
          </Loaded>
        </RoleGate>
      )}
    </CurrentSchoolPage>
  );
}
