import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useSchoolClassrooms } from '@fees/shared-data';
import { splitFullname, type Student } from '@fees/shared-data/core';
import { useParams } from 'react-router';
import { StudentForm } from './student-form';
import { useSaveStudent } from './use-save-student';
import { useStudent } from '../student-page/use-student';

/**
 * /students/{studentId}/edit: the student form prefilled, with Reset and a way back, for the owner
 * or bursar of their school.
 */
export function StudentEditPage() {
  const { studentId = '' } = useParams();
  const query = useStudent(studentId);
  const student = query.data;
  const classrooms = useSchoolClassrooms(student?.schoolId);
  const save = useSaveStudent({ studentId });
  // The form opens once the classrooms are there, so the dropdown starts on the student's own.
  const ready = classrooms.data ? query : { ...query, data: undefined, isPending: true };

  return (
    <RecordEditPage<Student>
      resource="student"
      subtitle={student ? `${student.fullname}, ${student.classroom}` : undefined}
      id={studentId}
      query={classrooms.isError ? { ...query, data: undefined, error: classrooms.error } : ready}
    >
      {(record) => {
        const { firstName, lastName } = splitFullname(record.fullname);
        return (
          <RoleGate role={query.role} action="changeStudents">
            <StudentForm
              mode="edit"
              initialValues={{
                firstName,
                lastName,
                age: String(record.age),
                sex: record.sex,
                phoneNo: record.phoneNo,
                parentEmail: record.parentEmail,
                discount: String(record.discount),
                classroom: record.classroomId,
                optionalItems: record.optionalItems,
                familyId: record.familyId,
                siblingOf: '',
              }}
              classrooms={classrooms.data?.items ?? []}
              schoolId={record.schoolId}
              studentId={record._id}
              onSave={save}
            />
          </RoleGate>
        );
      }}
    </RecordEditPage>
  );
}
