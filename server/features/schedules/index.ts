/**
 * The schedules feature's public module: its routes, the change hook other features register at
 * start-up (reminders), and reading one appointment.
 */
export { default as schedulesRoutes } from './schedules.routes';
export { loadSchedule, onScheduleChanged, schedulesService, type ScheduleChangeHook } from './schedules.service';
export { scheduleProjection, scheduleStream } from './schedules.projection';
export type { Schedule } from '../../../src/protocol/schedules';
export { writeScheduleHistory, type HistoryStart, type HistoryStep } from './schedules.history';
