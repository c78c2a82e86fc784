/** The patients feature's public module: the routes of a doctor's or a clinic's patients and a patient's page. */
export { default as patientsRoutes } from './patients.routes';
export { doctorTreatsPatient } from './patients.treats';
