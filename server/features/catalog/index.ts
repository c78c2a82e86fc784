/**
 * The catalog feature's public module: the public catalogue's routes, and the doctors of a
 * speciality a symptom-checker result recommends (interviews).
 */
export { default as catalogRoutes } from './catalog.routes';
export { doctorsOfSpeciality } from './catalog.service';
