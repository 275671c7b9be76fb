// What the rest of the API may use of mail/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { accountMailBudget, type MailingAccount, spendIfRoom } from './mail-budget';
export { mailerPlugin } from './mailer-plugin';
export { type MailMessage } from './mailer';
export {
  familyReceiptMail,
  familyReminderMail,
  invitationMail,
  type PayLinkLine,
  payLinkMail,
  receiptMail,
  type ReceiptSetting,
  resetMail,
  verificationMail,
} from './messages';
export { mailOutboxPlugin } from './outbox-plugin';
export { mailInsert, queueMail } from './outbox-repository';
