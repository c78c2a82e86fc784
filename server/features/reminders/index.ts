/**
 * The reminders feature's public module: the sender's plugin (poll and `app.reminders`), the
 * planning an appointment change runs, and its registration with the schedules feature.
 */
export { default as remindersPlugin } from './reminders.plugin';
export { planReminders, wantedReminders, REMINDER_LEADS } from './reminders.planning';
export { registerReminderPlanning, type ScheduleChangeRegistrar } from './reminders.hook';
export { dayTime } from './reminders.texts';
