import type { ReactNode } from 'react';
import { ButtonLink } from '../button/button-link';
import { DeleteRecordButton } from '../delete-record-button/delete-record-button';

export type RecordActionsProps = {
  /** The record in words, e.g. 'classroom': 'Edit classroom', 'Delete this classroom?'. */
  resource: string;
  /** The record's edit page. */
  editTo: string;
  /** What goes with the record, read when the delete dialog opens. */
  warning: string;
  /** Deletes with the admin password; rejects with the data layer's error. */
  onDelete: (password: string) => Promise<unknown>;
  /** While the deletion is in flight. */
  deleting: boolean;
  /** The record's own links, before Edit and Delete. */
  children: ReactNode;
};

/** A record page's buttons: its own links, then Edit and Delete (behind the admin password). */
export function RecordActions({
  resource,
  editTo,
  warning,
  onDelete,
  deleting,
  children,
}: RecordActionsProps) {
  return (
    <>
      {children}
      <ButtonLink width="auto" to={editTo} variant="light">
        {`Edit ${resource}`}
      </ButtonLink>
      <DeleteRecordButton
        label={`Delete ${resource}`}
        title={`Delete this ${resource}?`}
        warning={warning}
        busy={deleting}
        onDelete={onDelete}
      />
    </>
  );
}
