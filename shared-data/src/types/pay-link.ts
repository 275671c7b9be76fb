import type { InferType } from 'yup';
import type {
  familyPayLinkReceiptRecord,
  familyPayLinkViewRecord,
  familyShareRecord,
} from '../records/money/family-pay-link';
import type { payLinkReceiptRecord } from '../records/money/pay-link-receipt';
import type { payLinkViewRecord } from '../records/money/pay-link-view';
import type { reminderSummaryRecord } from '../records/money/reminder-summary';

/** What a pay link shows a parent, as `payLinkViewRecord` says (docs/pay-links.md). */
export interface PayLinkView extends InferType<typeof payLinkViewRecord> {}

/** The receipt a parent sees after paying by link, as `payLinkReceiptRecord` says. */
export interface PayLinkReceipt extends InferType<typeof payLinkReceiptRecord> {}

/** What a family's pay link shows, as `familyPayLinkViewRecord` says (docs/families.md). */
export interface FamilyPayLinkView extends InferType<typeof familyPayLinkViewRecord> {}

/** What one child received of a family payment, as `familyShareRecord` says. */
export interface FamilyShareReceipt extends InferType<typeof familyShareRecord> {}

/** The receipt of a family payment, as `familyPayLinkReceiptRecord` says. */
export interface FamilyPayLinkReceipt extends InferType<typeof familyPayLinkReceiptRecord> {}

/** What 'Send reminders' did for a classroom, as `reminderSummaryRecord` says. */
export interface ReminderSummary extends InferType<typeof reminderSummaryRecord> {}

/**
 * Whom to ask for a new link: what a link that existed and was revoked or has expired names beside
 * its 404 message (docs/pay-links.md). The phone is the school owner's, the school's contact.
 */
export interface PayLinkSchool {
  name: string;
  phone: string;
}
