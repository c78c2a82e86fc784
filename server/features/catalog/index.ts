/**
 * The catalog feature's public module: the public catalogue's routes, the doctors of a
 * speciality a symptom-checker result recommends (interviews), and the catalogue's reads, of
 * which the case report uses a clinic's logo file.
 */
export { default as catalogRoutes } from './catalog.routes';
export { catalogService, doctorsOfSpeciality } from './catalog.service';
