import {
  errorMessage,
  mailPayLinkMutationOptions,
  PAY_LINK_LIFE_DAYS,
  payLinkPath,
  revokePayLinksMutationOptions,
  sharePayLinkMutationOptions,
  studentQueryOptions,
} from '@fees/shared-data';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Callout, Modal, TextField, toastSuccess } from '@fees/shared-ui';
import { PayLinkShareActions } from './pay-link-share-actions';
import { RevokePayLinksButton } from './revoke-pay-links-button';
import styles from './share-pay-link-button.module.css';

/** The link opens on this dashboard's own address. */
function payLinkUrl(token: string): string {
  return `${window.location.origin}${payLinkPath(token)}`;
}

export type SharePayLinkButtonProps = {
  studentId: string;
  /** Who the link pays for, as the dialog names them. */
  fullname: string;
};

/**
 * 'Share pay link': a link a parent pays this student's fees by, to copy, share (WhatsApp, SMS,
 * the phone's share sheet) or e-mail to the parent, and 'Revoke link' to end every earlier one
 * (docs/pay-links.md). Opening it issues a link. It needs only the student's id and name, as a
 * report's row has them: the rest of the record (parent e-mail, school, figures) is loaded when
 * the dialog opens, and what needs it waits for it, as the message waits for the term.
 */
export function SharePayLinkButton({ studentId, fullname }: SharePayLinkButtonProps) {
  const [open, setOpen] = useState(false);
  // Only once opened: a report draws a button on every row, and the student's page has it cached.
  const { data: student } = useQuery({ ...studentQueryOptions(studentId), enabled: open });
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const share = useMutation(sharePayLinkMutationOptions());
  const revoke = useMutation(revokePayLinksMutationOptions());
  const mail = useMutation(mailPayLinkMutationOptions());
  const busy = share.isPending || revoke.isPending || mail.isPending;

  async function run(action: () => Promise<void>) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  function openDialog() {
    setOpen(true);
    setToken(null);
    void run(async () => setToken((await share.mutateAsync(studentId)).token));
  }

  const url = token ? payLinkUrl(token) : null;

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button width="auto" variant="light" icon={null} onClick={openDialog}>
          Share pay link
        </Button>
      }
      title="Share pay link"
      description={`Whoever opens this link can pay ${fullname}'s fees by card, and see nothing else.`}
      dismissible={!busy}
    >
      <div className={styles.body}>
        {problem ? (
          <Callout tone="danger" role="alert">
            {problem}
          </Callout>
        ) : null}
        <TextField
          label="Pay link"
          readOnly
          value={url ?? 'Making a link...'}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={styles.hint}>This link works for {PAY_LINK_LIFE_DAYS} days.</p>
        <PayLinkShareActions
          student={student}
          url={url}
          run={run}
          mail={
            student?.parentEmail
              ? {
                  busy: mail.isPending,
                  send: async () => {
                    if (!token) return;
                    const { sentTo } = await mail.mutateAsync({ studentId, token });
                    toastSuccess(`Pay link e-mailed to ${sentTo}.`);
                  },
                }
              : null
          }
        />
        {/* Only once the record says there is none: while it loads, the parent may have one. */}
        {student && !student.parentEmail ? (
          <p className={styles.hint}>
            Add a parent e-mail on the student&rsquo;s Edit page to e-mail the link from here.
          </p>
        ) : null}
        <RevokePayLinksButton
          disabled={!token}
          busy={revoke.isPending}
          onRevoke={async () => {
            setProblem(null);
            setToken((await revoke.mutateAsync(studentId)).token);
            toastSuccess('Earlier links no longer work. This is the new link.');
          }}
        />
      </div>
    </Modal>
  );
}
