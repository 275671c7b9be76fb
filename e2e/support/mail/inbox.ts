import { isCodeMail, mailedCode, type ReceivedMail } from '@fees/api/testing/smtp-sink';

/** Every mail the API has sent in this run, oldest first (served by ./mail-server.ts). */
async function messages(): Promise<ReceivedMail[]> {
  const url = process.env.FEES_E2E_INBOX_URL;
  if (!url) throw new Error("The inbox is served by the suite's global setup (mail-server.ts)");
  return (await (await fetch(url)).json()) as ReceivedMail[];
}

/** The first mail from the `since`th on that matches, already received or arriving in time. */
async function waitFor(
  match: (mail: ReceivedMail) => boolean,
  { since = 0, timeoutMs = 10_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messages()).slice(since).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No matching mail arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The run's mail, as the API's loopback SMTP server received it. Both workers share it, so a spec
 * looks only at mail to addresses of its own.
 */
export const inbox = {
  messages,
  waitFor,
  /** How many mails have arrived: take it before the call that mails, as `since`. */
  count: async (): Promise<number> => (await messages()).length,
  /** The six-digit code of the first mail to `to`, from the `since`th on, whose text matches. */
  codeFor: async (to: string, subject: RegExp, since = 0): Promise<string> =>
    mailedCode(await waitFor((mail) => isCodeMail(mail, to, subject), { since })),
};
