/** One SMS page: the gateway bills a longer text as several (docs/reminders.md#sms). */
export const SMS_PAGE_CHARS = 160;

/** How many pages a text is sent as; an empty text is still one. */
export function smsPages(text: string): number {
  return Math.max(1, Math.ceil(text.length / SMS_PAGE_CHARS));
}

/** What sending `text` costs at `pageKobo` a page, in kobo. */
export function smsCostKobo(text: string, pageKobo: number): number {
  return smsPages(text) * pageKobo;
}
