/**
 * Availability editing, for the feature's public module (index.ts): the routes of
 * `GET`/`PUT /api/availability/:doctorId` and the pure check of a PUT body.
 */
export { default as availabilityEditingRoutes } from './availability.routes';
export { availabilityService, checkAvailability, clockMinutes, clockText, isCalendarDay, type Viewer } from './availability.service';
