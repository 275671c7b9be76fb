import type { ReactNode } from 'react';
import { ButtonLink } from '../button/button-link';
import {
  DeleteRecordButton,
  type DeleteRecordButtonProps,
} from '../delete-record-button/delete-record-button';

export type RecordActionsProps = Omit<DeleteRecordButtonProps, 'busy'> & {
  /** The record's edit page, linked as 'Edit {resource}'. */
  editTo: string;
  /** While the deletion is in flight. */
  deleting: boolean;
  /** The record's own links, before Edit and Delete. */
  children: ReactNode;
};

/** A record page's buttons: its own links, then Edit and Delete (behind the admin password). */
export function RecordActions({ editTo, deleting, children, ...deletion }: RecordActionsProps) {
  return (
    <>
      {children}
      <ButtonLink width="auto" to={editTo} variant="light">
        {`Edit ${deletion.resource}`}
      </ButtonLink>
      <DeleteRecordButton {...deletion} busy={deleting} />
    </>
  );
}
