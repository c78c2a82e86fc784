import type { Language, Localized } from '../../../src/protocol/common';
import type { ReminderKind } from './reminders.repository';

/** What a reminder says: who it is with, where and when (already in the clinic's wall clock). */
export interface ReminderFacts {
  kind: ReminderKind;
  /** The doctor's name for the patient, the patient's for the doctor. */
  counterpart: Localized;
  clinic: Localized;
  /** The start, as `dayTime` writes it in each language. */
  when: Localized;
  link: string;
}

const LOCALES: Record<Language, string> = { ka: 'ka', en: 'en-GB' };

/** A start time on the clinic's wall clock in a language: "25 ნოემბერი, 15:30", "25 November, 15:30". */
export function dayTime(at: Date, timeZone: string, language: Language): string {
  const day = new Intl.DateTimeFormat(LOCALES[language], { timeZone, day: 'numeric', month: 'long' }).format(at);
  const time = new Intl.DateTimeFormat(LOCALES[language], { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day}, ${time}`;
}

const LEADS: Record<Language, Record<ReminderKind, string>> = {
  ka: {
    patient_24h: 'შეგახსენებთ, რომ ხვალ ვიზიტი გაქვთ.',
    patient_1h: 'შეგახსენებთ, რომ ვიზიტამდე ერთი საათი დარჩა.',
    doctor_15m: 'ვიზიტი 15 წუთში იწყება.',
  },
  en: {
    patient_24h: 'A reminder: you have an appointment tomorrow.',
    patient_1h: 'A reminder: your appointment starts in one hour.',
    doctor_15m: 'An appointment starts in 15 minutes.',
  },
};

const LABELS: Record<Language, { doctor: string; patient: string; clinic: string; time: string; details: string; subject: string }> = {
  ka: { doctor: 'ექიმი', patient: 'პაციენტი', clinic: 'კლინიკა', time: 'დრო', details: 'დეტალები', subject: 'შეხსენება ვიზიტის შესახებ' },
  en: { doctor: 'Doctor', patient: 'Patient', clinic: 'Clinic', time: 'Time', details: 'Details', subject: 'Appointment reminder' },
};

/** The reminder's sentence without the link (a notification's text). */
export function reminderSummary(facts: ReminderFacts, language: Language): string {
  const l = LABELS[language];
  const who = facts.kind === 'doctor_15m' ? l.patient : l.doctor;
  return `${LEADS[language][facts.kind]} ${who}: ${facts.counterpart[language]}. ${l.clinic}: ${facts.clinic[language]}. ${l.time}: ${facts.when[language]}.`;
}

/** The SMS and e-mail text: the summary and the link to the appointment. */
export function reminderText(facts: ReminderFacts, language: Language): string {
  return `${reminderSummary(facts, language)} ${LABELS[language].details}: ${facts.link}`;
}

export const reminderSubject = (language: Language) => LABELS[language].subject;
