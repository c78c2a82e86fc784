import { INVITATION_TTL_SECONDS } from '../../../src/protocol/auth';
import type { Language, Localized } from '../../../src/protocol/common';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { MessengerLog } from '../messaging';
import { authcodesRepository } from './authcodes.repository';
import { hashToken, newToken } from './token';

/**
 * The one-time sign-in link of an account a clinic created (issue 16): a new doctor an
 * administrator added, a patient an operator registered at the desk. The link carries an authcode
 * (`?token=`, SPEC §7) valid once within INVITATION_TTL_SECONDS; the first sign-in asks the person
 * to accept the user agreement and offers to set a password.
 *
 * Issue the code inside the transaction that creates the account (so an account never exists
 * without its link, nor a link without its account), and send it after the commit.
 */
export type InvitationKind = 'doctor' | 'operator' | 'patient';

export interface Invitee {
  language: Language;
  phone: string | null;
  email: string | null;
  firstname: Localized;
}

/** A fresh one-time code for `userId`, stored hashed in `db` (a transaction). */
export async function issueInvitationCode(db: Db, now: Date, userId: string): Promise<{ code: string; expiresAt: Date }> {
  const code = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  await authcodesRepository(db).insert({ userId, codeHash: hashToken(code), createdAt: now, expiresAt });
  return { code, expiresAt };
}

/** Where the link leads: the page the person starts from, as a protected route (where `?token=` is honoured). */
const LANDING: Record<InvitationKind, string> = { doctor: '/my/schedule', operator: '/dashboard', patient: '/dashboard' };

const HOURS = Math.round(INVITATION_TTL_SECONDS / 3600);

function invitationText(kind: InvitationKind, to: Invitee, clinic: Localized, link: string): { subject: string; text: string } {
  const name = to.firstname[to.language] || to.firstname.ka || to.firstname.en;
  const where = clinic[to.language] || clinic.ka || clinic.en;
  if (to.language === 'ka') {
    // The clinic's name leads, after a colon: it often carries its own quotes („…“) and needs no case ending there.
    const role = kind === 'doctor' ? 'დაგამატეს კლინიკის ექიმად' : kind === 'operator' ? 'დაგამატეს კლინიკის ოპერატორად' : 'დარეგისტრირებული ხართ პაციენტად';
    return {
      subject: `${where}: შესვლის ბმული`,
      text: `${where}: ${name}, თქვენ ${role}. ანგარიშში შესასვლელად გახსენით ბმული (მოქმედებს ${HOURS} საათი, ერთხელ): ${link}`,
    };
  }
  const role = kind === 'doctor' ? 'added you as a doctor' : kind === 'operator' ? 'added you as an operator' : 'registered you as a patient';
  return {
    subject: `${where}: your sign-in link`,
    text: `${name}, ${where} ${role}. Open this link to sign in (valid for ${HOURS} hours, once): ${link}`,
  };
}

/**
 * Sends the link by SMS and e-mail, whichever the person has; answers which channels took it. A
 * channel that fails is logged, never thrown: the account exists, and the link can be sent again.
 */
export async function sendInvitation(
  deps: Pick<AppDeps, 'config' | 'messenger'>,
  log: MessengerLog,
  kind: InvitationKind,
  to: Invitee,
  clinic: Localized,
  code: string,
): Promise<{ sms: boolean; email: boolean }> {
  const link = `${deps.config.publicUrl}${LANDING[kind]}?token=${encodeURIComponent(code)}`;
  const { subject, text } = invitationText(kind, to, clinic, link);
  const messenger = deps.messenger;
  const sent = { sms: false, email: false };
  if (!messenger) return sent;
  if (to.phone) {
    sent.sms = await messenger.sms.sendSms({ to: to.phone, text, code }).then(
      () => true,
      (err: unknown) => (log.warn({ err, kind }, 'invitation: SMS not sent'), false),
    );
  }
  if (to.email) {
    sent.email = await messenger.email.sendEmail({ to: to.email, subject, text, code }).then(
      () => true,
      (err: unknown) => (log.warn({ err, kind }, 'invitation: e-mail not sent'), false),
    );
  }
  return sent;
}
