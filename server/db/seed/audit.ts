import type { Db } from '../connection';
import { DEMO_CLINIC_ID } from './clinics';
import { DEMO_DESK, DEMO_OPERATOR, DEMO_SUPPORT, MORE_PATIENTS } from './people';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A few weeks of the demo clinic's administration, so /cadmin's audit trail shows real lines on a
 * fresh start (issue 16): the administrator took on the front-desk operator and gave the support
 * role, tightened the booking rules and completed the clinic's profile; the desk registered a
 * patient. Each line has the shape the running server writes for the same change.
 */
export async function seedAuditTrail(db: Db, now: Date): Promise<void> {
  const at = (daysAgo: number, hour: number) => new Date(Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY + hour * 60 * 60 * 1000);
  const clinic = { clinic_id: DEMO_CLINIC_ID, ip: '10.10.0.12' };
  const registered = MORE_PATIENTS[0];
  await db
    .insertInto('audit_log')
    .values([
      { ...clinic, at: at(21, 7), actor_id: DEMO_OPERATOR.id, action: 'operator.add', record_type: 'user', record_id: DEMO_DESK.id, patient_id: null, detail: JSON.stringify({ role: { old: null, new: 'operator' }, created: true }) },
      { ...clinic, at: at(20, 8), actor_id: DEMO_OPERATOR.id, action: 'clinic.support_grant', record_type: 'clinic', record_id: String(DEMO_CLINIC_ID), patient_id: null, detail: JSON.stringify({ user_id: DEMO_SUPPORT.id }) },
      {
        ...clinic,
        at: at(14, 9),
        actor_id: DEMO_OPERATOR.id,
        action: 'clinic.settings_change',
        record_type: 'clinic',
        record_id: String(DEMO_CLINIC_ID),
        patient_id: null,
        detail: JSON.stringify({ cancellation_notice_minutes: { old: 60, new: 120 }, min_notice_minutes: { old: 30, new: 60 } }),
      },
      {
        ...clinic,
        at: at(9, 10),
        actor_id: DEMO_OPERATOR.id,
        action: 'clinic.profile_change',
        record_type: 'clinic',
        record_id: String(DEMO_CLINIC_ID),
        patient_id: null,
        detail: JSON.stringify({ facebook: { old: null, new: 'https://facebook.com/democlinic.ge' } }),
      },
      {
        ...clinic,
        at: at(6, 11),
        actor_id: DEMO_DESK.id,
        action: 'patient.register',
        record_type: 'user',
        record_id: registered.id,
        patient_id: registered.id,
        detail: JSON.stringify({ new: { id_number: registered.idNumber, firstname: registered.firstname, lastname: registered.lastname, gender: registered.gender, birthdate: registered.birthdate } }),
      },
    ])
    .execute();
}
