import { errorMessage, useSessionStore } from '@fees/shared-data';
import { DEMO_LINK_HINT, DEMO_LINK_PARAM, PAY_LINK_LIFE_DAYS } from '@fees/shared-data/core';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Callout, Modal, TextField, toastSuccess } from '@fees/shared-ui';
import { RevokePayLinksButton, type RevokePayLinksButtonProps } from './revoke-pay-links-button';
import styles from './share-pay-link-button.module.css';

/** Issues a link for the id it is given (a student's or a family's) and answers its token. */
type IssueOptions = UseMutationOptions<{ token: string }, Error, string>;

/** The link the dialog shows, for the ways to send it. */
export type IssuedLink = {
  /** Null while it is being made. */
  token: string | null;
  /** The address to send; null while the link is being made. */
  url: string | null;
  /** Runs an action and shows its failure in the dialog. */
  run: (action: () => Promise<void>) => Promise<void>;
};

export type PayLinkDialogProps = {
  /** Whose links these are: a student's id or a family's. */
  id: string;
  /** What the link lets its holder do, read with the title. */
  description: string;
  share: IssueOptions;
  revoke: IssueOptions;
  /** The page a token opens, on this dashboard's own address. */
  path: (token: string) => string;
  /** Whose earlier links 'Revoke link' says it ends. */
  holder: RevokePayLinksButtonProps['holder'];
  /** Work of the caller's in flight (an e-mail being sent): the dialog cannot be closed meanwhile. */
  busy?: boolean;
  /** The ways to send the link, between it and 'Revoke link'; drawn only while the dialog is open. */
  children: (link: IssuedLink) => ReactNode;
};

/**
 * 'Share pay link' and its dialog, for a student's link or a family's (docs/pay-links.md): opening
 * it issues a link, shown to copy with how long it works, then the ways to send it, then 'Revoke
 * link' apart, which ends every earlier link and shows the new one.
 */
export function PayLinkDialog({
  id,
  description,
  share,
  revoke,
  path,
  holder,
  busy = false,
  children,
}: PayLinkDialogProps) {
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useMutation(share);
  const replace = useMutation(revoke);

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
    void run(async () => setToken((await issue.mutateAsync(id)).token));
  }

  const demo = useSessionStore((state) => state.mode === 'guest');
  const url = token
    ? `${window.location.origin}${path(token)}${demo ? `?${DEMO_LINK_PARAM}` : ''}`
    : null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openDialog() : setOpen(false))}
      opener="Share pay link"
      title="Share pay link"
      description={description}
      dismissible={!(busy || issue.isPending || replace.isPending)}
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
        <p className={styles.hint}>
          {demo ? DEMO_LINK_HINT : `This link works for ${PAY_LINK_LIFE_DAYS} days.`}
        </p>
        {children({ token, url, run })}
        <RevokePayLinksButton
          holder={holder}
          disabled={!token}
          busy={replace.isPending}
          onRevoke={async () => {
            setProblem(null);
            setToken((await replace.mutateAsync(id)).token);
            toastSuccess('Earlier links no longer work. This is the new link.');
          }}
        />
      </div>
    </Modal>
  );
}
