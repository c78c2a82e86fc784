import type { City } from '../../protocol/catalog';
import type { AppError } from '../../protocol/errors';
import type { InterviewSummary } from '../../protocol/interviews';
import type { Schedule } from '../../protocol/schedules';
import type { BookBody, Slot, SlotList, WaitingEntry } from '../../protocol/schedule-schemas';

/** One thing a patient can book: a clinic service with a doctor who provides it. */
export interface BookingOffer {
  clinicServiceId: number;
  doctorId: string;
  clinicId: number;
  /** The service template key; `home_visit` asks where the doctor should come. */
  template: string | null;
  price: number;
  durationMinutes: number;
}

/** What the patient adds before confirming. */
export interface BookingDetails {
  /** A note for the doctor ('' when none). */
  comment: string;
  /** A symptom-checker interview of theirs to share, or null. */
  interviewId: string | null;
  /** Home visits: the city and address. */
  cityId: number | null;
  address: string;
}

/** What the details step offers: the patient's interviews to share and, for a home visit, the cities. */
export interface BookingChoices {
  interviews: InterviewSummary[];
  cities: City[];
}

export interface BookingInput {
  offers: BookingOffer[];
  signedIn: boolean;
  /** Today in the clinic's zone (YYYY-MM-DD): the first day slots are asked for. */
  today: string;
  /** Where a person coming back from signing in left off. */
  clinicServiceId?: number | null;
  doctorId?: string | null;
  day?: string | null;
  /** An interview to share, chosen before (the symptom checker's result links here with it). */
  interviewId?: string | null;
  /** A fresh random string per visit (`newClientId()`): attempts are `<idSeed>-<n>`, the same in a replay. */
  idSeed: string;
}

export interface BookingContext {
  idSeed: string;
  attempts: number;
  offers: BookingOffer[];
  signedIn: boolean;
  today: string;
  offer: BookingOffer | null;
  /** The first day of the week of slots shown. */
  from: string;
  day: string | null;
  slots: SlotList | null;
  slot: Slot | null;
  details: BookingDetails;
  choices: BookingChoices | null;
  /** The id of this booking attempt: a repeat after a lost answer books once. */
  clientId: string | null;
  /** Why the person is choosing again (someone else took the slot). */
  notice: 'slot_taken' | null;
  error: AppError | null;
  schedule: Schedule | null;
  /** The patient's waiting-list entry for this doctor and service, when fully booked. */
  waiting: WaitingEntry | null;
  /** The file being attached after booking. */
  upload: File | null;
}

export type BookingEvent =
  | { type: 'user.pickService'; clinicServiceId: number; doctorId: string }
  | { type: 'user.changeService' }
  | { type: 'user.pickDay'; day: string }
  | { type: 'user.shiftWeek'; by: 1 | -1 }
  | { type: 'user.pickSlot'; start: string }
  | { type: 'user.retry' }
  | { type: 'user.edit'; details: Partial<BookingDetails> }
  | { type: 'user.back' }
  | { type: 'user.review' }
  | { type: 'user.confirm' }
  | { type: 'user.joinWaitlist' }
  | { type: 'user.leaveWaitlist' }
  | { type: 'user.attach'; file: File };

export type SlotsRequest = { doctorId: string; clinicServiceId: number; from: string; to: string };
export type { BookBody, Slot, SlotList, WaitingEntry };
