import type { School } from '@fees/shared-data/core';
import { RecordEditPage } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { SchoolReminders } from './school-reminders';
import { useSchool } from '../use-school';

/**
 * /schools/{schoolId}/reminders: the school's reminders that send themselves
 * (docs/reminders.md); every member reads them, the owner changes them.
 */
export function RemindersPage() {
  const { schoolId = '' } = useParams();
  const query = useSchool(schoolId);
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/reminders"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {(school) => <SchoolReminders school={school} />}
    </RecordEditPage>
  );
}
