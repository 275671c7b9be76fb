import { useCurrentSchool, type Student } from '@fees/shared-data';
import { CurrentSchoolPage, Loaded } from '@fees/shared-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSchoolStudents } from './use-school-students';

type PageProps = ComponentProps<typeof CurrentSchoolPage>;

export type SchoolStudentsPageProps = Pick<PageProps, 'path' | 'backTo' | 'purpose'> & {
  /**
   * The form, once every student of the current school has loaded; `preselected` is the student
   * the address names (`?student=`), when that is one of them.
   */
  children: (students: Student[], preselected: Student | undefined) => ReactNode;
};

/** A payment form's page: the current school and all its students, or what is missing. */
export function SchoolStudentsPage({ children, ...page }: SchoolStudentsPageProps) {
  const roster = useSchoolStudents(useCurrentSchool().school?._id);
  const [params] = useSearchParams();
  const preselectedId = params.get('student');
  return (
    <CurrentSchoolPage {...page} width="form">
      {() => (
        <Loaded query={roster} what="the students">
          {(students) =>
            children(
              students,
              students.find((student) => student._id === preselectedId),
            )
          }
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
