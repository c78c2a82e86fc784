/**
 * The availability feature's public module: free slots (computation, the check a booking makes,
 * the public slots route, calendar-day helpers) and the editing of working hours.
 */
export { default as slotsRoutes } from './slots.routes';
export { addDays, bookableService, checkSlot, freeSlots, providesService, listSlots, slotError, slotProblem, weekdayOf, zonedDate, zonedInstant } from './slots';
export type { BookableService } from './slots.repository';
export { availabilityEditingRoutes, availabilityService, checkAvailability, clockMinutes, clockText, isCalendarDay, type Viewer } from './editing';
