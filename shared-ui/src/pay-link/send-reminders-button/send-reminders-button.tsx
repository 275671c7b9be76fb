import {
  errorMessage,
  sendFamilyReminderMutationOptions,
  sendRemindersMutationOptions,
} from '@fees/shared-data';
import type { Classroom, Family, ReminderSummary } from '@fees/shared-data/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Callout, Modal, ModalActions } from '@fees/shared-ui';
import styles from './send-reminders-button.module.css';

function people(count: number, one: string, many: string) {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** Who was mailed, who was mailed already today, and who the school has no e-mail for. */
function SummaryLists({ summary }: { summary: ReminderSummary }) {
  const { mailed, alreadyReminded, noEmail } = summary;
  return (
    <div className={styles.summary} role="status">
      <h3 className={styles.heading}>{`Mailed ${people(mailed.length, 'parent', 'parents')}`}</h3>
      {mailed.length ? (
        <ul className={styles.list}>
          {mailed.map((parent) => (
            <li key={parent.email}>{`${parent.email}: ${parent.students.join(', ')}`}</li>
          ))}
        </ul>
      ) : null}
      {alreadyReminded.length ? (
        <>
          <h3 className={styles.heading}>
            {`Already reminded in the last 24 hours: ${people(alreadyReminded.length, 'parent', 'parents')}`}
          </h3>
          <ul className={styles.list}>
            {alreadyReminded.map((parent) => (
              <li key={parent.email}>{`${parent.email}: ${parent.students.join(', ')}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={styles.heading}>
        {`No parent e-mail: ${people(noEmail.length, 'student', 'students')}`}
      </h3>
      {noEmail.length ? (
        <ul className={styles.list}>
          {noEmail.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export type SendRemindersButtonProps =
  | {
      /** The id it sends for, and the name the dialog gives the class: all a report's row may have. */
      classroom: Pick<Classroom, '_id' | 'name'>;
    }
  | {
      /** A family: its parent alone is reminded, of every child who owes (docs/families.md). */
      family: Pick<Family, '_id' | 'name'>;
    };

/** What the button and its dialog say, for a class or for one family. */
function wordsFor(props: SendRemindersButtonProps) {
  return 'family' in props
    ? {
        action: 'Send reminder',
        title: `Send a reminder to ${props.family.name}`,
        description:
          "The family's parent gets one e-mail naming each child who owes, with the balance and a link to pay it by card. A parent is mailed at most once a day.",
      }
    : {
        action: 'Send reminders',
        title: `Send reminders for ${props.classroom.name}`,
        description:
          'Each parent whose child in this class owes gets one e-mail with the balance and a link to pay it by card. A parent is mailed at most once a day.',
      };
}

/**
 * 'Send reminders': e-mails each parent of the class whose child owes their pay link and balance,
 * or a family's parent every child's, at most once a day each (docs/pay-links.md#reminders), then
 * says what was done.
 */
export function SendRemindersButton(props: SendRemindersButtonProps) {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<ReminderSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toClass = useMutation(sendRemindersMutationOptions());
  const toFamily = useMutation(sendFamilyReminderMutationOptions());
  const send = 'family' in props ? toFamily : toClass;
  const id = 'family' in props ? props.family._id : props.classroom._id;
  const words = wordsFor(props);

  function openDialog() {
    setSummary(null);
    setProblem(null);
    setOpen(true);
  }

  async function sendNow() {
    setProblem(null);
    try {
      setSummary(await send.mutateAsync(id));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openDialog() : setOpen(false))}
      opener={words.action}
      title={words.title}
      description={words.description}
      dismissible={!send.isPending}
    >
      {problem ? (
        <Callout tone="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      {summary ? <SummaryLists summary={summary} /> : null}
      <ModalActions>
        {summary ? (
          <Button width="auto" icon={null} onClick={() => setOpen(false)}>
            Done
          </Button>
        ) : (
          <Button width="auto" icon={null} busy={send.isPending} onClick={() => void sendNow()}>
            {words.action}
          </Button>
        )}
      </ModalActions>
    </Modal>
  );
}
