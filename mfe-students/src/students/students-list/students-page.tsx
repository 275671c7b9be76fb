import { ButtonLink, SearchInput } from '@fees/shared-ui';
import {
  CurrentSchoolPage,
  EmptyState,
  ExportCsvButton,
  FilterMenu,
  Loaded,
  NoMatches,
  useSortParam,
} from '@fees/shared-ui/pages';
import { mayDo, useCurrentSchool, useSchoolClassrooms } from '@fees/shared-data';
import { SEX_SHORT_LABELS, SEXES, STUDENT_SORTS } from '@fees/shared-data/core';
import { StudentsTable } from './students-table';
import { useExportStudents } from './use-export-students';
import { useStudentFilters } from './use-student-filters';
import { useSiblingDiscounts } from './use-sibling-discounts';
import { useStudents } from './use-students';
import styles from './students-page.module.css';

/**
 * /students: the current school's register, searchable, filtered by sex and class, sortable by
 * balance; adding and importing students is offered to its owner and bursar.
 */
export function StudentsPage() {
  const { school } = useCurrentSchool();
  const filters = useStudentFilters();
  const { sort, step } = useSortParam(STUDENT_SORTS);
  const classrooms = useSchoolClassrooms(school?._id);
  const students = useStudents(school?._id, filters, sort);
  const siblingDiscounts = useSiblingDiscounts(school, students.students);
  const exporter = useExportStudents(school, filters, sort);
  const empty = !filters.active && students.isSuccess && students.total === 0;
  const registers = mayDo(school?.role, 'registerStudents');

  const addLink = registers ? (
    <ButtonLink to="/students/register" width="auto">
      Add student
    </ButtonLink>
  ) : undefined;
  const count = students.total.toLocaleString('en-US');

  const list = (schoolName: string) =>
    empty ? (
      <EmptyState
        message={`There are no students registered under ${schoolName}.`}
        action={addLink}
      />
    ) : (
      <>
        <div className={styles.toolbar}>
          <SearchInput
            label="Search students"
            placeholder="Search by name"
            value={filters.text}
            onValueChange={filters.setText}
            className={styles.search}
          />
          <FilterMenu
            groups={[
              {
                label: 'Sex',
                options: SEXES.map((sex) => ({ value: sex, label: SEX_SHORT_LABELS[sex] })),
                selected: filters.sexes,
                onChange: filters.setSexes,
              },
              {
                label: 'Enrolment',
                options: [
                  { value: 'enrolled', label: 'In the school' },
                  { value: 'left', label: 'Left the school' },
                ],
                selected: filters.enrolments,
                onChange: filters.setEnrolments,
              },
              {
                label: 'Class',
                options: (classrooms.data?.items ?? []).map((room) => ({
                  value: room._id,
                  label: room.name,
                })),
                selected: filters.classroomIds,
                onChange: filters.setClassroomIds,
              },
            ]}
          />
        </div>
        <p className={styles.count} role="status">
          {students.total === 1 ? '1 student' : `${count} students`}
          {filters.active ? ' match' : ''}
          {students.isFetching && !students.isFetchingNextPage ? ' (updating…)' : ''}
        </p>
        {students.total === 0 ? (
          <NoMatches message="No students match this search and filter." onClear={filters.clear} />
        ) : (
          <StudentsTable
            // Other search or filters are another list: it starts at its top, not wherever the
            // previous one was scrolled to. The table does so itself for another order, keeping
            // the focus on the header that asked for it.
            key={JSON.stringify([
              filters.q.trim(),
              filters.classroomIds,
              filters.sexes,
              filters.enrolments,
            ])}
            schoolName={schoolName}
            students={students.students}
            siblingDiscounts={siblingDiscounts}
            total={students.total}
            sort={sort}
            onSortBalance={() => step('balance')}
            onNearEnd={() => {
              if (students.hasNextPage && !students.isFetchingNextPage) {
                void students.fetchNextPage();
              }
            }}
          />
        )}
      </>
    );

  return (
    <CurrentSchoolPage
      path="/students"
      backTo="/"
      width="list"
      purpose="see its students"
      actions={() => (
        <>
          {addLink}
          {mayDo(school?.role, 'importStudents') ? (
            <ButtonLink to="/students/import" width="auto" variant="light" icon={null}>
              Import students
            </ButtonLink>
          ) : null}
          <ButtonLink to="/students/families" width="auto" variant="light" icon={null}>
            Families
          </ButtonLink>
          {empty ? null : (
            <ExportCsvButton busy={exporter.busy} onClick={() => void exporter.exportCsv()} />
          )}
        </>
      )}
    >
      {(currentSchool) => (
        <Loaded query={students} what="the students">
          {() => list(currentSchool.name)}
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
