import { paymentsQueryOptions } from '@fees/shared-data';
import {
  nextTerm,
  sessionOf,
  TERM_NAMES,
  type School,
  type Term,
  type TermName,
} from '@fees/shared-data/core';
import { Modal } from '@fees/shared-ui';
import { PasswordStep, SelectField, usePasswordDialog } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useSetCurrentTerm } from './use-set-current-term';

/** Last session, this one and the next: a school joining mid-year is in one of them. */
function sessionChoices(current: string): string[] {
  const now = sessionOf();
  const previous = `${Number(now.slice(0, 4)) - 1}/${now.slice(0, 4)}`;
  const next = nextTerm({ session: now, name: 'Third term' }).session;
  return [...new Set([previous, now, next, current])].sort();
}

/**
 * 'Change term': until the school's first payment its owner says which session and term it is
 * really in (a school that starts using Fees Manager in its second term, say). Hidden once the
 * school has a payment, when the server refuses it too.
 */
export function SetTermButton({ school, current }: { school: School; current: Term }) {
  const payments = useQuery(paymentsQueryOptions({ filter: { schoolId: school._id }, limit: 1 }));
  const [session, setSession] = useState(current.session);
  const [name, setName] = useState<TermName>(current.name);
  const save = useSetCurrentTerm();
  const dialog = usePasswordDialog(() => {
    setSession(current.session);
    setName(current.name);
  });
  if (payments.data?.total !== 0) return null;

  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      opener="Change term"
      title="Which term is the school in?"
      description="Until its first payment, a school can say which session and term it is in."
      dismissible={!save.isPending}
    >
      <SelectField
        label="Session"
        options={sessionChoices(current.session).map((value) => ({ value, label: value }))}
        value={session}
        disabled={save.isPending}
        onChange={(event) => setSession(event.target.value)}
      />
      <SelectField
        label="Term"
        options={TERM_NAMES.map((value) => ({ value, label: value }))}
        value={name}
        disabled={save.isPending}
        onChange={(event) => setName(event.target.value as TermName)}
      />
      <PasswordStep
        problem={dialog.problem}
        busy={save.isPending}
        submitLabel="Save term"
        onSubmit={(password) =>
          dialog.confirm(() =>
            save.mutateAsync({ schoolId: school._id, place: { session, name }, password }),
          )
        }
      />
    </Modal>
  );
}
