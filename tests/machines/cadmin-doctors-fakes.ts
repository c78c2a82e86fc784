import type { AdminDoctor, DoctorAdded, NewDoctorBody } from '../../src/protocol/doctor-admin';
import type { AdminClinicService, ClinicServicesAdmin, NewClinicServiceBody } from '../../src/protocol/service-admin';

const name = (ka: string, en: string) => ({ ka, en });

export const DOCTOR: AdminDoctor = {
  id: '11111111-1111-4111-8111-111111111111',
  firstname: name('ნინო', 'Nino'),
  lastname: name('ბერიძე', 'Beridze'),
  photo: null,
  id_number: '01001000002',
  phone: '+995599000002',
  email: 'nino@example.ge',
  speciality_id: 1,
  title: name('კარდიოლოგი', 'Cardiologist'),
  experience_from: 2008,
  languages: ['ka', 'en'],
  active: true,
  deactivated_at: null,
  clinic_service_ids: [1, 2],
  future_appointments: 2,
  agreement_accepted: true,
};

export const NEW_DOCTOR: AdminDoctor = { ...DOCTOR, id: '22222222-2222-4222-8222-222222222222', firstname: name('გიორგი', 'Giorgi'), lastname: name('ლომიძე', 'Lomidze'), id_number: '01009012345', future_appointments: 0, agreement_accepted: false, clinic_service_ids: [1] };

export const CREATED: DoctorAdded = { doctor: NEW_DOCTOR, sent: { sms: true, email: true } };
export const JOINED: DoctorAdded = { doctor: { ...NEW_DOCTOR, agreement_accepted: true }, sent: null };

export const SERVICE: AdminClinicService = {
  id: 1, service_id: 1, name: name('კარდიოლოგის კონსულტაცია', 'Cardiologist consultation'), category_id: 1, template: 'consultation', is_personal: true,
  price_gel: 50, duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 5, communication_days: 3, hidden: false, doctor_ids: [DOCTOR.id], appointments: 4,
};
export const SERVICES: ClinicServicesAdmin = {
  services: [SERVICE, { ...SERVICE, id: 2, service_id: 2, name: name('ექოკარდიოგრაფია', 'Echocardiography'), price_gel: 80, doctor_ids: [], appointments: 0 }],
  doctors: [{ id: DOCTOR.id, firstname: DOCTOR.firstname, lastname: DOCTOR.lastname, active: true }],
};

/** A complete new doctor's form. */
export const NEW_BODY: NewDoctorBody = {
  firstname: name('გიორგი', 'Giorgi'),
  lastname: name('ლომიძე', 'Lomidze'),
  id_number: '01009012345',
  phone: '599 12 34 56',
  email: 'giorgi@example.ge',
  speciality_id: 1,
  title: name('', ''),
  experience_from: 2010,
  languages: ['ka'],
  clinic_service_ids: [1],
};

export const SERVICE_BODY: NewClinicServiceBody = { service_id: 3, price_gel: 60, duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 0, communication_days: 3, doctor_ids: [] };
