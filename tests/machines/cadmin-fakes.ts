import type { AuditPage } from '../../src/protocol/case-schemas';
import type { ClinicProfile, ClinicProfileBody } from '../../src/protocol/clinic-profile';
import type { AddOperatorResult, ClinicStaff } from '../../src/protocol/clinic-staff';

/** Fakes of the /cadmin machine tests and model walks: the demo clinic's profile, staff and trail. */
export const PROFILE: ClinicProfile = {
  id: 1,
  name: { ka: 'კლინიკა', en: 'Clinic' },
  logo: null,
  city_id: 1,
  address: { ka: 'თბილისი', en: 'Tbilisi' },
  phones: ['+995 32 200 10 10'],
  website: 'https://demo.clinic.ge',
  email: 'info@demo.clinic.ge',
  facebook: null,
  description: { ka: '', en: '' },
};

export const CITIES = [{ id: 1, name: { ka: 'თბილისი', en: 'Tbilisi' } }];

export const GOOD_BODY: ClinicProfileBody = {
  name: { ka: 'კლინიკა', en: 'New Clinic' },
  city_id: 1,
  address: { ka: 'თბილისი', en: 'Tbilisi' },
  phones: ['+995 32 200 10 10', '599 12 34 56'],
  website: 'https://demo.clinic.ge',
  email: 'info@demo.clinic.ge',
  facebook: null,
  description: { ka: '', en: '' },
};

export const BAD_BODY: ClinicProfileBody = { ...GOOD_BODY, name: { ka: '', en: 'New Clinic' }, phones: ['12345'] };

export const SAVED: ClinicProfile = { ...PROFILE, name: GOOD_BODY.name, phones: ['+995 32 200 10 10', '+995 599 12 34 56'] };

/** Chosen files: only their kind and size matter to the machine (plain objects, so model walks can serialise them). */
export const LOGO = { size: 4096, type: 'image/png' } as Blob;
export const NOT_IMAGE = { size: 100, type: 'image/svg+xml' } as Blob;
export const HUGE_LOGO = { size: 2 * 1024 * 1024 + 1, type: 'image/png' } as Blob;

const person = (id: string, en: string, admin: boolean, support: boolean) => ({
  id,
  firstname: { ka: en, en },
  lastname: { ka: 'ბერიძე', en: 'Beridze' },
  id_number: '01001000003',
  phone: '+995555000003',
  email: null,
  admin,
  support,
  invited: false,
});

export const STAFF: ClinicStaff = { clinic_id: 1, operators: [person('u-admin', 'Ana', true, false), person('u-desk', 'Nika', false, false)], doctors: 3 };
export const STAFF_AFTER: ClinicStaff = { ...STAFF, operators: [person('u-admin', 'Ana', true, false), person('u-desk', 'Nika', true, false)] };

export const NEW_OPERATOR = {
  id_number: '01001000777',
  firstname: { ka: 'ნინო', en: 'Nino' },
  lastname: { ka: 'კაპანაძე', en: 'Kapanadze' },
  phone: '599 11 22 33',
  email: null,
  language: 'en' as const,
};

export const ADDED: AddOperatorResult = { staff: STAFF_AFTER, user_id: 'u-new', created: true, invitation: { sms: true, email: false } };

const line = (id: number) => ({
  id,
  at: '2026-11-21T10:00:00.000Z',
  actor_id: 'u-admin',
  actor: { id: 'u-admin', firstname: { ka: 'ანა', en: 'Ana' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null },
  action: 'clinic.profile_change',
  record_type: 'clinic',
  record_id: '1',
  record_label: { ka: 'დემო კლინიკა', en: 'Demo Clinic' },
  patient_id: null,
  clinic_id: 1,
  ip: null,
  detail: { website: { old: 'https://old.example.ge', new: 'https://demo.clinic.ge' }, phones: { old: ['+995 32 200 10 10'], new: ['+995 32 200 10 10', '+995 555 20 10 10'] } },
});

export const PAGE_1: AuditPage = { items: Array.from({ length: 20 }, (_, i) => line(45 - i)), total: 45 };
export const PAGE_EMPTY: AuditPage = { items: [], total: 0 };
