import { OutboundError, requestJson } from '../http/outbound-json';
import type { SmsConfig } from '../plugins/env';

/** What the gateway said of one text: sent, or why not, in words for the school's log. */
export type SmsOutcome = { sent: true } | { sent: false; reason: string };

export interface SmsGateway {
  send(to: string, text: string): Promise<SmsOutcome>;
}

/** Pauses before the second and third try of a text that never reached the gateway. */
const RETRY_DELAYS_MS = [250, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}

/**
 * Termii's `POST /api/sms/send` (docs/reminders.md#sms). Each try has its own time-out, so a run
 * never waits long on the gateway, and callers hold no transaction or lock while it runs. A text is
 * sent again only when it never reached the gateway: one that timed out may have gone, and a
 * parent must not get it twice.
 */
export function createSmsGateway(
  config: SmsConfig,
  options: { timeoutMs?: number; retryDelaysMs?: number[] } = {},
): SmsGateway {
  const { timeoutMs = 10_000, retryDelaysMs = RETRY_DELAYS_MS } = options;
  async function once(to: string, text: string): Promise<SmsOutcome> {
    const { status, body } = await requestJson(`${config.apiUrl}/api/sms/send`, {
      method: 'POST',
      body: {
        api_key: config.apiKey,
        to,
        from: config.sender,
        sms: text,
        type: 'plain',
        channel: 'generic',
      },
      timeoutMs,
    });
    if (status >= 200 && status < 300) return { sent: true };
    const said = messageOf(body);
    return {
      sent: false,
      reason: `The SMS gateway refused it (HTTP ${status}${said ? `: ${said}` : ''})`,
    };
  }
  return {
    async send(to, text) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await once(to, text);
        } catch (error) {
          const delay = retryDelaysMs[attempt];
          if (delay === undefined || !(error instanceof OutboundError && error.neverArrived)) {
            return {
              sent: false,
              reason: `The SMS gateway did not answer: ${(error as Error).message}`,
            };
          }
          await wait(delay);
        }
      }
    },
  };
}
