import { useState } from 'react';
import { Button } from '../button/button';
import { DeleteRecordDialog, type DeleteRecordDialogProps } from './delete-record-dialog';

export type DeleteRecordButtonProps = Omit<
  DeleteRecordDialogProps,
  'open' | 'onOpenChange' | 'trigger'
>;

/** A danger button, 'Delete {resource}', that opens the delete dialog. */
export function DeleteRecordButton(props: DeleteRecordButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <DeleteRecordDialog
      {...props}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger" width="auto" icon={null}>
          {`Delete ${props.resource}`}
        </Button>
      }
    />
  );
}
