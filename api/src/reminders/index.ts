// What the rest of the API may use of reminders/ (docs/api-layout.md): other folders import it from
// here, never from the files behind it.
export { type DailyStep } from './daily-run';
export { scheduledRemindersRoutes } from './reminders-routes';
export { dailyRunSchedulerPlugin } from './scheduler-plugin';
