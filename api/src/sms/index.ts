// What the rest of the API may use of sms/ (docs/api-layout.md): other folders import it from here,
// never from the files behind it.
export { type SmsGateway, type SmsOutcome } from './sms-gateway';
export { smsPlugin } from './sms-plugin';
