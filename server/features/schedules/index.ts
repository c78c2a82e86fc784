/**
 * The schedules feature's public module: its routes, the hooks other features register at start-up
 * (reminders on every change, cases on activation), and reading one appointment.
 */
export { default as schedulesRoutes } from './schedules.routes';
export { loadSchedule, onScheduleActivated, onScheduleChanged, schedulesService, type ScheduleActivationHook, type ScheduleChangeHook } from './schedules.service';
export { scheduleProjection, scheduleStream } from './schedules.projection';
export type { Schedule } from '../../../src/protocol/schedules';
export { writeScheduleHistory, type HistoryStart, type HistoryStep } from './schedules.history';
