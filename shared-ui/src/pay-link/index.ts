// @fees/shared-ui/pay-link: the pay-link flows of the students' and classrooms' pages, which a
// report's rows offer too. An entry of its own, so only the pages that draw them load them.

export { SharePayLinkButton, type SharePayLinkButtonProps } from './share-pay-link-button';
export {
  ShareFamilyPayLinkButton,
  type ShareFamilyPayLinkButtonProps,
} from './share-family-pay-link-button/share-family-pay-link-button';
export {
  SendRemindersButton,
  type SendRemindersButtonProps,
} from './send-reminders-button/send-reminders-button';
