import { randomUUID } from 'node:crypto';
import type { Case } from '../../src/protocol/cases';
import type { Localized } from '../../src/protocol/common';
import { parseJson } from '../../server/db/json';
import type { Db } from '../../server/db/connection';
import { casesRepository } from '../../server/features/cases/cases.repository';
import type { TestServer } from '../support/server';

const loc = (ka: string, en: string): Localized => ({ ka, en });

/** Renames a person (the fixtures name everyone Nino Beridze). */
export async function rename(db: Db, id: string, first: Localized, last: Localized): Promise<void> {
  await db.updateTable('users').set({ firstname: JSON.stringify(first), lastname: JSON.stringify(last) }).where('id', '=', id).execute();
}

async function personOf(db: Db, id: string) {
  const u = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'gender', 'birthdate']).where('id', '=', id).executeTakeFirstOrThrow();
  return { id: u.id, firstname: parseJson<Localized>(u.firstname)!, lastname: parseJson<Localized>(u.lastname)!, photo: null, gender: u.gender, birthdate: u.birthdate };
}

/** A case with no content, of a patient with a doctor at a clinic (the people and clinic read from the database). */
export async function emptyCase(db: Db, c: { patientId: string; assigneeId: string; clinicId: number; at: string; status?: Case['status']; sharedWith?: string[] }): Promise<Case> {
  const patient = await personOf(db, c.patientId);
  const doctor = await personOf(db, c.assigneeId);
  const clinic = await db.selectFrom('clinics').select(['id', 'name']).where('id', '=', c.clinicId).executeTakeFirstOrThrow();
  const shared = await Promise.all((c.sharedWith ?? []).map((id) => personOf(db, id)));
  const person = (p: typeof doctor) => ({ id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });
  return {
    id: randomUUID(),
    version: 1,
    patient_id: c.patientId,
    patient,
    assignee_id: c.assigneeId,
    assignee: person(doctor),
    clinic_id: c.clinicId,
    clinic: { id: clinic.id, name: parseJson<Localized>(clinic.name)! },
    schedule_id: null,
    clinic_service_id: null,
    service_id: null,
    service_name: null,
    template: null,
    status: c.status ?? 'active',
    start_time: c.at,
    comment: '',
    conclusion: '',
    evidences: [],
    labtests: [],
    files: [],
    diagnoses: [],
    service_requests: [],
    references: [],
    treatments: [],
    shared_with: shared.map(person),
    cancel_reason: null,
    created_at: c.at,
    created_by: c.assigneeId,
    updated_at: c.at,
    closed_at: c.status === 'completed' || c.status === 'cancelled' ? c.at : null,
  };
}

/** A preliminary then a final diagnosis, so a list shows the final one. */
export function withDiagnoses(c: Case): Case {
  return {
    ...c,
    diagnoses: [
      { id: randomUUID(), type: 'preliminary', code: 'J06.9', name: loc('ზედა სასუნთქი გზების მწვავე ინფექცია, დაუზუსტებელი', 'Acute upper respiratory infection, unspecified'), note: null, created_at: c.created_at },
      { id: randomUUID(), type: 'final', code: 'J02.9', name: loc('მწვავე ფარინგიტი, დაუზუსტებელი', 'Acute pharyngitis, unspecified'), note: null, created_at: c.updated_at },
    ],
  };
}

/** Writes the case's projection row (the cases feature is not merged yet: its commands would). */
export async function insertCase(s: TestServer, c: Case): Promise<Case> {
  await casesRepository(s.db).insert(c);
  return c;
}

/** A text message in a chat straight in the database, at `at`. */
export async function messageAt(db: Db, chatSpaceId: string, senderId: string, at: string): Promise<void> {
  await db.insertInto('messages').values({ chat_space_id: chatSpaceId, sender_id: senderId, kind: 'text', text: 'გამარჯობა', file: null, created_at: new Date(at) }).execute();
}

/** The audit lines of an action, oldest first. */
export async function auditLines(db: Db, action: string) {
  return db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}
