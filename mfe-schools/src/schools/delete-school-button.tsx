import { DataError, type School } from '@fees/shared-data';
import { Button, ConfirmModal } from '@fees/shared-ui';
import { useState } from 'react';
import { useDeleteSchool } from './use-delete-school';

/** Delete with the confirm modal, which also asks for the admin password (ARCHITECTURE). */
export function DeleteSchoolButton({ school }: { school: School }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteSchool();

  async function confirm(password: string) {
    setError(null);
    try {
      await deletion.mutateAsync({ id: school._id, password });
    } catch (failure) {
      setError(
        failure instanceof DataError ? failure.message : 'Something went wrong. Please retry.',
      );
    }
  }

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        if (deletion.isPending) return;
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="danger" width="auto" icon={null}>
          Delete school
        </Button>
      }
      title="Delete this school?"
      warning={`All records, including classrooms and students, will be deleted for ${school.name}. This cannot be undone.`}
      requirePassword
      confirmLabel="Delete"
      busy={deletion.isPending}
      error={error}
      onConfirm={confirm}
    />
  );
}
