import { AppError, fieldErrors } from '../../../src/protocol/errors';
import { CLINIC_INQUIRY_PUSHES, INQUIRY_LIST_MAX, type ClinicInquiry, type CreatedInquiry, type InquiryListStatus } from '../../../src/protocol/inquiries';
import type { UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents, type Emit } from '../../events/event-store';
import {
  chatParties, chatStream, checkClientId, deliverText, ensurePatientClinicSpace, excerptOf, findChatSpace, isClinicOperator, messageByClientId, messageText,
  retryOnDuplicateKey, setLastClinicInquiry, viewChatSpace, type ChatSpaceRecord,
} from '../chats';
import { notify } from '../notifications';
import { userName } from '../users';
import { inquiriesRepository, toInquiry, type InquiryRecord } from './inquiries.repository';

/** Who is asking: the signed-in person's id and kind. */
export interface Asker {
  id: string;
  type: UserType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_ID = /^[1-9][0-9]{0,9}$/;
const INT_MAX = 2_147_483_647;

const clinicNotFound = () => new AppError('clinic.not_found', 404, { message: 'No such clinic' });
const inquiryNotFound = () => new AppError('inquiry.not_found', 404, { message: 'No such clinic inquiry' });
const alreadyCompleted = () => new AppError('inquiry.completed', 409, { message: 'This inquiry is already completed' });

/** A clinic id from a path segment; anything but a positive integer is a clinic that does not exist. */
function clinicIdOf(text: string): number {
  const n = INT_ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > INT_MAX) throw clinicNotFound();
  return n;
}

/** Keeps the chat's `last_clinic_inquiry` in step with its newest inquiry; answers the chat as it now stands. */
async function pointChatAt(db: Db, space: ChatSpaceRecord, inquiry: InquiryRecord): Promise<ChatSpaceRecord> {
  const ref = { id: inquiry.id, status: inquiry.status };
  if (space.lastClinicInquiry?.id !== ref.id || space.lastClinicInquiry.status !== ref.status) await setLastClinicInquiry(db, space.id, ref);
  return { ...space, lastClinicInquiry: ref };
}

/** Pushes an inquiry step to the patient and every operator of the clinic. */
async function pushStep(emit: Emit, type: (typeof CLINIC_INQUIRY_PUSHES)[keyof typeof CLINIC_INQUIRY_PUSHES], inquiry: InquiryRecord, actorId: string, audience: string[]) {
  await emit({ stream: chatStream(inquiry.chatSpaceId), type, payload: toInquiry(inquiry), actorId, audience });
}

/**
 * Clinic inquiries (SPEC §4): patients open them with a first message, operators of the clinic
 * join and complete them. Every step commits with its chat's `last_clinic_inquiry`, its push
 * (audience: the chat's parties) and its notifications.
 */
export function inquiriesService(deps: AppDeps) {
  const repo = inquiriesRepository(deps.db);

  /**
   * The inquiry `idText` names, its chat row and the inquiry row locked for update (chat first,
   * as a send and a new inquiry lock it), when `operatorId` is an operator of its clinic; 404
   * `inquiry.not_found` for anyone else, so strangers learn nothing.
   */
  async function operatedInquiry(trx: Db, operatorId: string, idText: string): Promise<{ inquiry: InquiryRecord; space: ChatSpaceRecord }> {
    if (!UUID.test(idText)) throw inquiryNotFound();
    const found = await inquiriesRepository(trx).find(idText.toLowerCase());
    if (!found || !(await isClinicOperator(trx, operatorId, found.clinicId))) throw inquiryNotFound();
    const space = await findChatSpace(trx, found.chatSpaceId, { lock: 'update' });
    const inquiry = await inquiriesRepository(trx).find(found.id, { lock: true });
    if (!space || !inquiry) throw inquiryNotFound();
    return { inquiry, space };
  }

  /** Tells the patient that an operator moved their inquiry on; titled with the clinic's name. */
  async function notifyPatient(trx: Db, emit: Emit, action: 'inquiry.joined' | 'inquiry.completed', inquiry: InquiryRecord, operatorId: string, now: Date) {
    const title = (await inquiriesRepository(trx).clinicName(inquiry.clinicId)) ?? { ka: '', en: '' };
    await notify(
      trx,
      emit,
      { userId: inquiry.patientId, action, entity: { title, actor_id: operatorId, chat_space_id: inquiry.chatSpaceId }, entityId: inquiry.id, entityType: 'clinic_inquiry' },
      now,
    );
  }

  /**
   * An operator moves an inquiry on: the row, the chat's copy of its status, the push to every
   * party and the patient's notification, in the caller's transaction.
   */
  async function advance(trx: Db, emit: Emit, at: { inquiry: InquiryRecord; space: ChatSpaceRecord }, step: 'joined' | 'completed', operatorId: string): Promise<ClinicInquiry> {
    const now = deps.clock.now();
    const moved = await inquiriesRepository(trx).advance(at.inquiry.id, step, operatorId, now);
    await pointChatAt(trx, at.space, moved);
    await pushStep(emit, CLINIC_INQUIRY_PUSHES[step], moved, operatorId, await chatParties(trx, at.space));
    await notifyPatient(trx, emit, `inquiry.${step}`, moved, operatorId, now);
    return toInquiry(moved);
  }

  /** The answer to a repeated create: the inquiry its message was sent with. */
  async function repeatOf(trx: Db, clinicInquiryId: string | null): Promise<InquiryRecord> {
    const inquiry = clinicInquiryId === null ? null : await inquiriesRepository(trx).find(clinicInquiryId);
    // The key already named a plain chat message, not an inquiry: there is no inquiry to answer.
    if (!inquiry) throw fieldErrors([{ path: 'client_id', code: 'field.format' }]);
    return inquiry;
  }

  return {
    /**
     * A patient asks a clinic: 403 `inquiry.patients_only` for anyone else, 404 `clinic.not_found`,
     * 422 for empty or over-long text or a malformed `client_id`. The pair's chat is created on
     * the first inquiry and reused after. The pair's open inquiry is reused; without one a new
     * inquiry starts (`ClinicInquiryCreated`, an `inquiry.created` notification to every operator).
     * Either way the text becomes a message delivered like any other; operators just notified of
     * the new inquiry get no second notification for its message. With `client_id`, a repeat
     * answers the inquiry and chat again and writes nothing.
     */
    async create(asker: Asker, clinicIdText: string, body: { text: string; client_id?: string }): Promise<CreatedInquiry> {
      if (asker.type !== 'Patient') throw new AppError('inquiry.patients_only', 403, { message: 'Only patients open clinic inquiries' });
      const clinicId = clinicIdOf(clinicIdText);
      const text = messageText(body.text);
      const clientId = body.client_id;
      checkClientId(clientId);
      if (!(await repo.clinicName(clinicId))) throw clinicNotFound();

      const open = () =>
        withEvents(deps, async (trx, emit): Promise<CreatedInquiry> => {
          const now = deps.clock.now();
          const inquiries = inquiriesRepository(trx);
          const spaceId = await ensurePatientClinicSpace(trx, asker.id, clinicId, now);
          let space = (await findChatSpace(trx, spaceId, { lock: 'update' }))!;
          const earlier = clientId === undefined ? null : await messageByClientId(trx, space.id, asker.id, clientId);
          if (earlier) return { inquiry: toInquiry(await repeatOf(trx, earlier.clinicInquiryId)), chat_space: await viewChatSpace(trx, asker.id, space, now) };

          const parties = await chatParties(trx, space);
          let inquiry = await inquiries.openOf(asker.id, clinicId);
          let notified: string[] = [];
          if (!inquiry) {
            inquiry = await inquiries.insert({ clinicId, patientId: asker.id, chatSpaceId: space.id, createdAt: now });
            await pushStep(emit, CLINIC_INQUIRY_PUSHES.created, inquiry, asker.id, parties);
            notified = parties.filter((id) => id !== asker.id);
            const title = await userName(trx, asker.id);
            const excerpt = excerptOf(text);
            for (const operator of notified) {
              await notify(
                trx,
                emit,
                { userId: operator, action: 'inquiry.created', entity: { title, text: { ka: excerpt, en: excerpt }, actor_id: asker.id, chat_space_id: space.id }, entityId: inquiry.id, entityType: 'clinic_inquiry' },
                now,
              );
            }
          }
          space = await pointChatAt(trx, space, inquiry);
          await deliverText(trx, emit, now, { space, senderId: asker.id, clientId, text, clinicInquiryId: inquiry.id, notified });
          return { inquiry: toInquiry(inquiry), chat_space: await viewChatSpace(trx, asker.id, space, now) };
        });
      return clientId === undefined ? open() : retryOnDuplicateKey(open);
    },

    /**
     * Inquiries newest first (at most INQUIRY_LIST_MAX), only open ones unless `all`: an
     * operator's clinics' inquiries, a patient's own, none for a doctor.
     */
    async list(asker: Asker, status: InquiryListStatus = 'open'): Promise<ClinicInquiry[]> {
      const f = { all: status === 'all', limit: INQUIRY_LIST_MAX };
      if (asker.type === 'ClinicOperator') return (await repo.list({ operatorId: asker.id }, f)).map(toInquiry);
      if (asker.type === 'Patient') return (await repo.list({ patientId: asker.id }, f)).map(toInquiry);
      return [];
    },

    /**
     * An operator of the clinic joins a created inquiry: 409 `inquiry.already_joined` or
     * `inquiry.completed` otherwise. Pushes `ClinicInquiryJoined`; notifies the patient.
     */
    async join(asker: Asker, idText: string): Promise<ClinicInquiry> {
      return withEvents(deps, async (trx, emit) => {
        const { inquiry, space } = await operatedInquiry(trx, asker.id, idText);
        if (inquiry.status === 'joined') throw new AppError('inquiry.already_joined', 409, { message: 'An operator has already joined this inquiry' });
        if (inquiry.status === 'completed') throw alreadyCompleted();
        return advance(trx, emit, { inquiry, space }, 'joined', asker.id);
      });
    },

    /**
     * An operator of the clinic completes an open inquiry (409 `inquiry.completed` when it
     * already is); its chat turns read-only until the patient opens a new one. Pushes
     * `ClinicInquiryCompleted`; notifies the patient.
     */
    async complete(asker: Asker, idText: string): Promise<ClinicInquiry> {
      return withEvents(deps, async (trx, emit) => {
        const { inquiry, space } = await operatedInquiry(trx, asker.id, idText);
        if (inquiry.status === 'completed') throw alreadyCompleted();
        return advance(trx, emit, { inquiry, space }, 'completed', asker.id);
      });
    },
  };
}
