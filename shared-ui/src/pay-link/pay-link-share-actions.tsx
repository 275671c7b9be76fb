import { Button, ButtonLink, toastSuccess } from '@fees/shared-ui';
import { whatsAppHref } from './pay-link-message';
import styles from './share-pay-link-button.module.css';

export type PayLinkShareActionsProps = {
  /** What the parent receives with the link; null while it is being made, and what needs it waits. */
  message: string | null;
  /** The link on screen; null while it is being made. */
  url: string | null;
  /** The parent's phone on file, as typed, for WhatsApp to open their chat; '' when unknown. */
  phone: string;
  /** Runs an action and shows its failure in the dialog. */
  run: (action: () => Promise<void>) => Promise<void>;
  /** 'E-mail to parent', for a student with a parent e-mail; none for a family (its reminder mails). */
  mail: { busy: boolean; send: () => Promise<void> } | null;
};

/** A share sheet that the user closed is no failure. */
function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The ways a pay link leaves the dashboard, most used on a phone first: copy it, the phone's own
 * share sheet (where the browser has one), WhatsApp, the message for an SMS, then e-mail. Every
 * message is the same text (docs/pay-links.md#sharing-a-link).
 */
export function PayLinkShareActions({ message, url, phone, run, mail }: PayLinkShareActionsProps) {
  const copy = (text: string, done: string) =>
    void run(async () => {
      await navigator.clipboard.writeText(text);
      toastSuccess(done);
    });

  return (
    <div className={styles.actions}>
      <Button
        width="full"
        icon={null}
        disabled={!url}
        onClick={() => url && copy(url, 'Pay link copied.')}
      >
        Copy link
      </Button>
      {'share' in navigator ? (
        <Button
          width="full"
          icon={null}
          disabled={!message}
          onClick={() =>
            void run(async () => {
              if (!message) return;
              await navigator.share({ title: 'Pay link', text: message }).catch((error) => {
                if (!isCancelled(error)) throw error;
              });
            })
          }
        >
          Share
        </Button>
      ) : null}
      {message ? (
        <ButtonLink
          width="full"
          variant="light"
          icon={null}
          to={whatsAppHref(message, phone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </ButtonLink>
      ) : (
        <Button width="full" variant="light" icon={null} disabled>
          Share on WhatsApp
        </Button>
      )}
      <Button
        width="full"
        variant="light"
        icon={null}
        disabled={!message}
        onClick={() => message && copy(message, 'Message copied: paste it into an SMS.')}
      >
        Copy message
      </Button>
      {mail ? (
        <Button
          width="full"
          variant="light"
          icon={null}
          disabled={!url}
          busy={mail.busy}
          onClick={() => void run(mail.send)}
        >
          E-mail to parent
        </Button>
      ) : null}
    </div>
  );
}
