import {
  mailPayLinkMutationOptions,
  revokePayLinksMutationOptions,
  sharePayLinkMutationOptions,
  studentQueryOptions,
} from '@fees/shared-data';
import { payLinkPath } from '@fees/shared-data/core';
import { useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { toastSuccess } from '@fees/shared-ui';
import { PayLinkDialog, type IssuedLink } from './pay-link-dialog';
import { PayLinkShareActions } from './pay-link-share-actions';
import { usePayLinkMessage } from './use-pay-link-message';
import styles from './share-pay-link-button.module.css';

type StudentLinkActionsProps = {
  studentId: string;
  link: IssuedLink;
  /** 'E-mail to parent', whose sending keeps the dialog open. */
  mail: UseMutationResult<{ sentTo: string }, Error, { studentId: string; token: string }>;
};

/**
 * The ways to send a student's link, 'E-mail to parent' among them when the student has a parent
 * e-mail. Drawn only while the dialog is open, so the student's record loads then: a report draws
 * a button on every row, and the student's page has it cached.
 */
function StudentLinkActions({ studentId, link, mail }: StudentLinkActionsProps) {
  const { data: student } = useQuery(studentQueryOptions(studentId));
  const { token, url, run } = link;
  const message = usePayLinkMessage(student, url);
  return (
    <>
      <PayLinkShareActions
        message={message}
        url={url}
        phone={student?.phoneNo ?? ''}
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
    </>
  );
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
  const mail = useMutation(mailPayLinkMutationOptions());
  return (
    <PayLinkDialog
      id={studentId}
      description={`Whoever opens this link can pay ${fullname}'s fees by card, and see nothing else.`}
      share={sharePayLinkMutationOptions()}
      revoke={revokePayLinksMutationOptions()}
      path={payLinkPath}
      holder="student"
      busy={mail.isPending}
    >
      {(link) => <StudentLinkActions studentId={studentId} link={link} mail={mail} />}
    </PayLinkDialog>
  );
}
