import { copyFeeItemsMutationOptions, useSchoolClassrooms } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data/core';
import { Button, Modal, toastSuccess } from '@fees/shared-ui';
import { PasswordStep, SelectField, usePasswordDialog } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './fee-items.module.css';

/**
 * 'Copy from another class' on a class's fee items: another class of the school, then the admin
 * password; that class's items replace these (docs/terms.md#charges). Nothing is offered while
 * the school has no other class.
 */
export function CopyFeeItemsButton({ classroom }: { classroom: Classroom }) {
  const rooms = useSchoolClassrooms(classroom.schoolId).data?.items ?? [];
  const options = rooms
    .filter((room) => room._id !== classroom._id)
    .map((room) => ({ value: room._id, label: room.name }));
  const [from, setFrom] = useState('');
  const copy = useMutation(copyFeeItemsMutationOptions());
  const dialog = usePasswordDialog(() => setFrom(options[0]?.value ?? ''));
  if (options.length === 0) return null;

  async function copyItems(password: string) {
    await copy.mutateAsync({ classroomId: classroom._id, from, password });
    const source = options.find((option) => option.value === from);
    toastSuccess(`Fee items copied from ${source?.label ?? 'the other class'}`);
  }

  return (
    <div className={styles.copy}>
      <Modal
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        trigger={
          <Button variant="light" width="auto" icon={null}>
            Copy from another class
          </Button>
        }
        title={`Copy fee items into ${classroom.name}`}
        description={`The items of the class you choose replace ${classroom.name}'s for this term, and its students are charged them at once.`}
        dismissible={!copy.isPending}
      >
        <SelectField
          label="Copy from"
          options={options}
          value={from}
          disabled={copy.isPending}
          onChange={(event) => setFrom(event.target.value)}
        />
        <PasswordStep
          problem={dialog.problem}
          busy={copy.isPending}
          submitLabel="Copy fee items"
          onSubmit={(password) => dialog.confirm(() => copyItems(password))}
        />
      </Modal>
    </div>
  );
}
