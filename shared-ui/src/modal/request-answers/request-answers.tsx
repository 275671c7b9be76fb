import { errorMessage } from '@fees/shared-data';
import type { PaymentVoidFormValues } from '@fees/shared-data/core';
import { useState } from 'react';
import { Button } from '../../button/button';
import { toastSuccess } from '../../toaster/show-toast';
import { AdminPasswordModal } from '../admin-password/admin-password-modal';
import { Modal } from '../modal';
import { ReasonForm } from './reason-form';

export type RequestAnswersProps = {
  /** The approve button's and its password dialog's label: 'Approve void'. */
  approveLabel: string;
  /** Applies the request with the owner's password; a refusal it throws shows in the dialog. */
  onApprove: (password: string) => Promise<unknown>;
  approving: boolean;
  /** The notice once approved. */
  approved: string;
  /** The decline dialog's title and what it says declining does. */
  declineTitle: string;
  declineDescription: string;
  /** The decline form's button and its hint for the reason. */
  declineLabel: string;
  declineHint: string;
  onDecline: (values: PaymentVoidFormValues) => Promise<unknown>;
  declining: boolean;
  /** The notice once declined. */
  declined: string;
};

/**
 * The owner's two answers to a bursar's waiting request (docs/staff.md#voids,
 * docs/students.md#edits-that-lower-charges): approve it with their password, or decline it
 * with a reason, which whoever asked then sees.
 */
export function RequestAnswers(props: RequestAnswersProps) {
  const [approveOpen, setApproveOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  return (
    <>
      <Button variant="danger" width="auto" icon={null} onClick={() => setApproveOpen(true)}>
        {props.approveLabel}
      </Button>
      <AdminPasswordModal
        open={approveOpen}
        onOpenChange={(next) => {
          setApproveOpen(next);
          setError(null);
        }}
        busy={props.approving}
        error={error}
        submitLabel={props.approveLabel}
        onSubmit={async (password) => {
          setError(null);
          try {
            await props.onApprove(password);
            toastSuccess(props.approved);
            setApproveOpen(false);
          } catch (refusal) {
            setError(errorMessage(refusal));
          }
        }}
      />
      <Modal
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        dismissible={!props.declining}
        trigger={
          <Button variant="light" width="auto" icon={null}>
            Decline
          </Button>
        }
        title={props.declineTitle}
        description={props.declineDescription}
      >
        <ReasonForm
          submitLabel={props.declineLabel}
          submitVariant="primary"
          hint={props.declineHint}
          busy={props.declining}
          onSend={async (values) => {
            await props.onDecline(values);
            toastSuccess(props.declined);
            setDeclineOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
