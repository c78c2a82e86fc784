import { isCritical, type Mark, type Measure } from '../../../src/protocol/checkups';
import type { Localized } from '../../../src/protocol/common';
import type { NotificationEntity } from '../../../src/protocol/notifications';
import type { LogTypeKey } from '../../../src/protocol/patient-log';
import type { Db } from '../../db/connection';
import type { Emit } from '../../events/event-store';
import { clinicOperators } from '../chats';
import { notify } from '../notifications';
import { monitoringRepository } from './monitoring.repository';

/** An appointment this recent (or upcoming) makes its doctor one of the patient's doctors. */
export const RECENT_APPOINTMENT_DAYS = 30;

/** Where critical values came from: a kiosk checkup (at a clinic) or a reading in the health log. */
export type AlertSource = { kind: 'checkup'; checkupId: string; clinicId: number } | { kind: 'log'; itemId: string; logType: LogTypeKey };

export interface AlertInput {
  patientId: string;
  source: AlertSource;
  values: { measure: Measure | 'respiratory_rate'; value: number; mark: Mark | null }[];
  now: Date;
}

const L = (ka: string, en: string): Localized => ({ ka, en });

/** How the alert names a value: its measure in both languages, and its unit. */
const MEASURE_TEXT: Partial<Record<Measure | 'respiratory_rate', { name: Localized; unit: Localized }>> = {
  systolic: { name: L('სისტოლური წნევა', 'systolic pressure'), unit: L('მმ ვწყ. სვ.', 'mmHg') },
  diastolic: { name: L('დიასტოლური წნევა', 'diastolic pressure'), unit: L('მმ ვწყ. სვ.', 'mmHg') },
  pulse: { name: L('პულსი', 'pulse'), unit: L('დარტყმა/წთ', 'beats/min') },
  heart_rate: { name: L('გულისცემის სიხშირე', 'heart rate'), unit: L('დარტყმა/წთ', 'beats/min') },
  temperature: { name: L('სხეულის ტემპერატურა', 'body temperature'), unit: L('°C', '°C') },
  spo2: { name: L('ჟანგბადით სატურაცია', 'oxygen saturation'), unit: L('%', '%') },
  glucose_fasting: { name: L('გლუკოზა სისხლში (უზმოზე)', 'fasting blood glucose'), unit: L('მმოლ/ლ', 'mmol/L') },
  glucose_postprandial: { name: L('გლუკოზა სისხლში (ჭამიდან 2 საათში)', 'blood glucose after a meal'), unit: L('მმოლ/ლ', 'mmol/L') },
  glucose_random: { name: L('გლუკოზა სისხლში', 'blood glucose'), unit: L('მმოლ/ლ', 'mmol/L') },
  bmi: { name: L('სხეულის მასის ინდექსი', 'body mass index'), unit: L('კგ/მ²', 'kg/m²') },
  respiratory_rate: { name: L('სუნთქვის სიხშირე', 'respiratory rate'), unit: L('სუნთქვა/წთ', 'breaths/min') },
};

const MARK_TEXT: Record<'critical_low' | 'critical_high', Localized> = {
  critical_low: L('კრიტიკულად დაბალი', 'critically low'),
  critical_high: L('კრიტიკულად მაღალი', 'critically high'),
};

/** "systolic pressure 190 mmHg (critically high)" in one language. */
function valueText(v: AlertInput['values'][number], lang: 'ka' | 'en'): string {
  const t = MEASURE_TEXT[v.measure];
  const mark = MARK_TEXT[v.mark as 'critical_low' | 'critical_high'][lang];
  return `${t?.name[lang] ?? v.measure} ${v.value}${t ? ` ${t.unit[lang]}` : ''} (${mark})`;
}

/**
 * Tells the people who should know about a critical value, inside the caller's transaction (the
 * reading and its alert commit together):
 * - the patient's doctors (an active PatientDoctor chat, or an appointment that is not cancelled
 *   and upcoming or in the last RECENT_APPOINTMENT_DAYS days): `reading.critical` about the log
 *   item, or `checkup.critical` about the checkup, naming the critical values;
 * - when the patient has no such doctor and the values came from a kiosk, the operators of the
 *   kiosk's clinic (`checkup.critical`, `for_operator`): the text names the patient, never values;
 * - a log reading of a patient without a doctor notifies no one (the patient sees the advice).
 * Answers who was notified (empty when nothing was critical).
 */
export async function alertCritical(trx: Db, emit: Emit, input: AlertInput): Promise<string[]> {
  const critical = input.values.filter((v) => isCritical(v.mark));
  if (critical.length === 0) return [];
  const repo = monitoringRepository(trx);
  const patient = await repo.person(input.patientId);
  if (!patient) return [];
  const recentFrom = new Date(input.now.getTime() - RECENT_APPOINTMENT_DAYS * 24 * 3600 * 1000);
  const doctors = await repo.patientDoctors(input.patientId, input.now, recentFrom);
  const name = (lang: 'ka' | 'en') => `${patient.firstname[lang]} ${patient.lastname[lang]}`.trim();
  const values = (lang: 'ka' | 'en') => critical.map((v) => valueText(v, lang)).join('; ');
  const { source } = input;

  const checkupTitle = L(`კრიტიკული მაჩვენებელი შემოწმებაში: ${name('ka')}`, `Critical value in a checkup: ${name('en')}`);
  const tell = async (userIds: string[], entity: NotificationEntity & Record<string, unknown>) => {
    for (const userId of userIds) {
      const about =
        source.kind === 'log'
          ? ({ action: 'reading.critical', entityType: 'patient_log', entityId: source.itemId } as const)
          : ({ action: 'checkup.critical', entityType: 'checkup', entityId: source.checkupId } as const);
      await notify(trx, emit, { userId, ...about, entity: { ...entity, patient_id: input.patientId } as NotificationEntity }, input.now);
    }
  };

  if (doctors.length > 0) {
    const text = L(values('ka'), values('en'));
    if (source.kind === 'log') await tell(doctors, { title: L(`კრიტიკული მაჩვენებელი: ${name('ka')}`, `Critical reading: ${name('en')}`), text, log_type: source.logType });
    else await tell(doctors, { title: checkupTitle, text });
    return doctors;
  }
  if (source.kind !== 'checkup') return [];
  const operators = await clinicOperators(trx, source.clinicId);
  await tell(operators, {
    title: checkupTitle,
    text: L(
      `პაციენტს ${name('ka')} აპარატით შემოწმებისას კრიტიკული მაჩვენებელი დაუფიქსირდა, მკურნალი ექიმი კი არ ჰყავს. გთხოვთ, დაუკავშირდეთ პაციენტს.`,
      `${name('en')} has a critical value in a kiosk checkup and no doctor. Please contact the patient.`,
    ),
    for_operator: true,
  });
  return operators;
}
