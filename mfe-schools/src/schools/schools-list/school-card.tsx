import { SCHOOL_LEVEL_LABELS, type School } from '@fees/shared-data/core';
import { RecordCard } from '@fees/shared-ui/pages';

export type SchoolCardProps = {
  school: School;
  /** Makes the school the current one as the card is opened. */
  onOpen: (schoolId: string) => void;
};

/** One school in the list; clicking anywhere on it opens /schools/{id}. */
export function SchoolCard({ school, onOpen }: SchoolCardProps) {
  return (
    <RecordCard
      title={school.name}
      description={school.address}
      facts={[
        { label: 'Level', value: SCHOOL_LEVEL_LABELS[school.level] },
        { label: 'Classrooms', value: school.noOfClassrooms },
        { label: 'Students', value: school.noOfStudents },
      ]}
      to={`/schools/${school._id}`}
      linkLabel="View School"
      onOpen={() => onOpen(school._id)}
    />
  );
}
