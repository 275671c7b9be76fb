import { DataError, type Classroom } from '@fees/shared-data';
import { Button, ConfirmModal } from '@fees/shared-ui';
import { useState } from 'react';
import { useDeleteClassroom } from './use-delete-classroom';

/** Delete with the confirm modal, which also asks for the admin password (ARCHITECTURE). */
export function DeleteClassroomButton({ classroom }: { classroom: Classroom }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteClassroom();

  async function confirm(password: string) {
    setError(null);
    try {
      await deletion.mutateAsync({ id: classroom._id, password });
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
          Delete classroom
        </Button>
      }
      title="Delete this classroom?"
      warning={`All records of ${classroom.name}, including its students, will be deleted for ${classroom.schoolName}. This cannot be undone.`}
      requirePassword
      confirmLabel="Delete"
      busy={deletion.isPending}
      error={error}
      onConfirm={confirm}
    />
  );
}
