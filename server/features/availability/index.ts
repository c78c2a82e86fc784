/**
 * The availability feature's public module: free slots (computation, the check a booking makes,
 * the public slots route).
 */
export { default as slotsRoutes } from './slots.routes';
export { bookableService, checkSlot, freeSlots, providesService, listSlots, slotError, slotProblem, zonedDate, zonedInstant } from './slots';
export type { BookableService } from './slots.repository';
export { availabilityEditingRoutes, availabilityService, checkAvailability, clockMinutes, clockText, type Viewer } from './editing';
