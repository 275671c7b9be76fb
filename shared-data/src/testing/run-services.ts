/// <reference types="node" />
// Tests only: the mail the run's API sent, and its faked card provider, reached through what
// Jest's global setup serves at FEES_TEST_SERVICES_URL (docs/testing.md). Needs the
// jsdom-with-fetch environment.

// Taken before a test can wrap the page's fetch, so these calls never count as the page's.
const send: typeof fetch | undefined = globalThis.fetch;

async function callServices<T>(path: string, method = 'GET'): Promise<T> {
  const base = process.env.FEES_TEST_SERVICES_URL;
  if (!base || !send) {
    throw new Error(
      "The run's mail and card provider need the jsdom-with-fetch environment and the root jest.config.js",
    );
  }
  const response = await send(`${base}${path}`, { method });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `${path} answered ${response.status}`);
  return body;
}

/** How many mails the run's API has sent: take it before the call that mails, as `since`. */
export async function mailCount(): Promise<number> {
  return (await callServices<{ count: number }>('/mail/count')).count;
}

/**
 * The six-digit code of the first mail to `to`, among those sent after the first `since`, whose
 * text matches `subject` (e.g. /verification code/, /reset code/). Waits for it: mail leaves after
 * the call that sends it has answered.
 */
export async function readMailedCode(to: string, subject: RegExp, since: number): Promise<string> {
  const query = new URLSearchParams({ to, subject: subject.source, since: String(since) });
  return (await callServices<{ code: string }>(`/mail/code?${query}`)).code;
}

/**
 * The text of that same mail (`since`, `subject` as for readMailedCode), for what it carries
 * besides a code, such as an invitation's link. Waits for it likewise.
 */
export async function readMailedText(to: string, subject: RegExp, since: number): Promise<string> {
  const query = new URLSearchParams({ to, subject: subject.source, since: String(since) });
  return (await callServices<{ text: string }>(`/mail/text?${query}`)).text;
}

/** The card provider takes the payer's card for this checkout: `amountKobo` paid under `reference`. */
export async function payAtProvider(reference: string, amountKobo: number): Promise<void> {
  const query = new URLSearchParams({ reference, amount: String(amountKobo) });
  await callServices(`/provider/paid?${query}`, 'POST');
}

/** The provider's bank knows this account, held by `accountName` (a school's settlement account). */
export async function openBankAccount(
  bankCode: string,
  accountNumber: string,
  accountName: string,
): Promise<void> {
  const query = new URLSearchParams({ bank: bankCode, number: accountNumber, name: accountName });
  await callServices(`/provider/account?${query}`, 'POST');
}

/**
 * A parent transfers `amountKobo` into a transfer account from their bank, and the provider tells
 * the run's API by its signed webhook; answers the API's reply ('Transfer recorded').
 */
export async function transferAtProvider(
  accountNumber: string,
  amountKobo: number,
  from: { name: string; narration: string },
): Promise<string> {
  const query = new URLSearchParams({
    account: accountNumber,
    amount: String(amountKobo),
    name: from.name,
    narration: from.narration,
  });
  return (await callServices<{ message: string }>(`/provider/transfer?${query}`, 'POST')).message;
}
