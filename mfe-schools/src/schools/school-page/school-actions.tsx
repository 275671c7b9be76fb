import { mayDo } from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { RecordActions } from '@fees/shared-ui/pages';
import { GiveEveryAccountButton } from '../settlement/give-every-account-button';
import { SettlementButton } from '../settlement/settlement-button';
import { SetTermButton } from '../terms/set-term-button';
import { StartNextTermButton } from '../terms/start-next-term-button';
import { useTerms } from './use-terms';
import { useDeleteSchool } from './use-delete-school';

/**
 * Where to go from a school: students, classrooms, payments, its reminders (docs/reminders.md),
 * and for its owner alone its staff, its audit log, its sibling discount, its late fee
 * (docs/due-dates.md#late-fee), the next term, edit and delete (docs/schools.md, docs/terms.md,
 * docs/families.md#sibling-discount, docs/staff.md#the-roles); the owner and the bursar, transfer
 * accounts for every family. A viewer is offered only the lists, since the
 * server refuses them the rest.
 */
export function SchoolActions({ school }: { school: School }) {
  const deletion = useDeleteSchool();
  const { current } = useTerms(school._id);
  const lists = (
    <>
      <ButtonLink width="auto" to="/students">
        View students
      </ButtonLink>
      <ButtonLink width="auto" to="/classrooms">
        View classrooms
      </ButtonLink>
      <ButtonLink width="auto" to="/payments">
        View payments
      </ButtonLink>
      <ButtonLink width="auto" to={`/schools/${school._id}/reminders`}>
        Reminders
      </ButtonLink>
    </>
  );
  if (!mayDo(school.role, 'changeSchool')) {
    return (
      <>
        {lists}
        {mayDo(school.role, 'giveTransferAccounts') ? (
          <GiveEveryAccountButton schoolId={school._id} />
        ) : null}
      </>
    );
  }
  return (
    <RecordActions
      resource="school"
      editTo={`/schools/${school._id}/edit`}
      warning={`All records, including classrooms and students, will be deleted for ${school.name}. This cannot be undone.`}
      deleting={deletion.isPending}
      onDelete={(password) => deletion.mutateAsync({ id: school._id, password })}
    >
      {lists}
      <ButtonLink width="auto" to={`/schools/${school._id}/staff`}>
        Staff
      </ButtonLink>
      <ButtonLink width="auto" to={`/schools/${school._id}/audit`}>
        Audit log
      </ButtonLink>
      <ButtonLink width="auto" to={`/schools/${school._id}/sibling-discount`}>
        Set sibling discount
      </ButtonLink>
      <ButtonLink width="auto" to={`/schools/${school._id}/late-fee`}>
        Set late fee
      </ButtonLink>
      <SettlementButton schoolId={school._id} />
      <GiveEveryAccountButton schoolId={school._id} />
      <StartNextTermButton school={school} current={current} />
      {current ? <SetTermButton school={school} current={current} /> : null}
    </RecordActions>
  );
}
