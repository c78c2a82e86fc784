import type { Db } from '../../db/connection';
import { patientsRepository } from './patients.repository';

/**
 * True when the doctor treats the patient (a PatientDoctor chat, an appointment or a case they are
 * the assignee of): the rule every feature with a patient's clinical data asks (monitoring, checkups).
 */
export const doctorTreatsPatient = (db: Db, doctorId: string, patientId: string): Promise<boolean> => patientsRepository(db).treats(doctorId, patientId);
