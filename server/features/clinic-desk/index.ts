/** The clinic desk's public module: clinic booking rules, the clinic's doctors and the patient search. */
export { default as clinicDeskRoutes } from './clinic-desk.routes';
export { PATIENT_SEARCH_MAX } from './clinic-desk.service';
