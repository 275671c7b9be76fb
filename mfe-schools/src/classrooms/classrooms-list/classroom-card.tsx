import { formatMoney } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data/core';
import { RecordCard } from '@fees/shared-ui/pages';

/** One classroom in the list; clicking anywhere on it opens /classrooms/{id}. */
export function ClassroomCard({ classroom }: { classroom: Classroom }) {
  return (
    <RecordCard
      title={classroom.name}
      facts={[
        { label: 'Class teacher', value: classroom.classTeacher },
        { label: 'Fees per child', value: formatMoney(classroom.classFees) },
        { label: 'Students', value: classroom.noOfStudents },
      ]}
      factsLayout="stacked"
      to={`/classrooms/${classroom._id}`}
      linkLabel="View classroom"
    />
  );
}
