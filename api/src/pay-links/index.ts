// What the rest of the API may use of pay-links/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { familyPayLinkRoutes } from './family-pay-link-routes';
export { familyPayLinkShareRoutes } from './family-pay-link-share-routes';
export { payLinkRoutes } from './pay-link-routes';
export { issuePayLink } from './pay-links-repository';
export { lockReminders } from './reminders-repository';
export { familyRemindersRoutes, remindersRoutes } from './reminders-routes';
export { familyPayLinkUrl, payLinkUrl, studentPayLinkRoutes } from './student-pay-link-routes';
