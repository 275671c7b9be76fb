import { FAKE_SMS_KEY, startFakeSmsGateway, type FakeSms } from '@fees/api/testing/fake-sms';

export { FAKE_SMS_KEY };

/** The SMS gateway fake the API sends through (e2e/playwright.config.ts sets SMS_API_URL). */
const smsUrl = () => process.env.SMS_API_URL ?? 'http://127.0.0.1:2526';

/** Starts the fake for the whole run, in the global setup, on SMS_API_URL's port. */
export async function serveSms(): Promise<() => Promise<void>> {
  const gateway = await startFakeSmsGateway(Number(new URL(smsUrl()).port));
  return () => gateway.close();
}

/** Every SMS the fake has sent in this run, oldest first; a spec looks at its own numbers' only. */
export async function smsSent(): Promise<FakeSms[]> {
  return (await (await fetch(`${smsUrl()}/api/sms/sent`)).json()) as FakeSms[];
}
