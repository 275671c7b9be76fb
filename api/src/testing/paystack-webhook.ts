import type { TestApp } from './build-app';
import { signWebhook, type FakeSender } from './fake-paystack';

/** Posts a webhook event as the provider's server would: raw JSON, with the signature given. */
export function postWebhook(ctx: TestApp, payload: unknown, signature?: string) {
  const body = JSON.stringify(payload);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
  });
}

/** The provider's signed `charge.success` event for a reference it knows. */
export function postChargeSuccess(ctx: TestApp, reference: string) {
  const event = { event: 'charge.success', data: ctx.provider.transactionData(reference) };
  return postWebhook(ctx, event, signWebhook(JSON.stringify(event), ctx.provider.secretKey));
}

/**
 * A parent transfers into a dedicated account and the provider sends its signed `charge.success`;
 * answers the webhook's reply and the event, so a test can deliver it again.
 */
export async function postTransfer(
  ctx: TestApp,
  accountNumber: string,
  amountKobo: number,
  from?: FakeSender,
) {
  const event = {
    event: 'charge.success',
    data: ctx.provider.transfer(accountNumber, amountKobo, from),
  };
  const response = await postEvent(ctx, event);
  return { response, event, reference: String(event.data.reference) };
}

/** Delivers a signed event again, as the provider retries one. */
export function postEvent(ctx: TestApp, event: unknown) {
  return postWebhook(ctx, event, signWebhook(JSON.stringify(event), ctx.provider.secretKey));
}
