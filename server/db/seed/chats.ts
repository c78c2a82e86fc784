import type { Db } from '../connection';
import { DEMO_CLINIC_ID } from './clinics';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PATIENT, DOCTORS } from './people';

/** Fixed ids, so links to the demo chats stay the same from one fresh database to the next. */
export const DEMO_CHAT_IDS = {
  patientDoctor: '00000000-0000-4000-9000-000000000001',
  patientClinic: '00000000-0000-4000-9000-000000000002',
  doctorClinic: '00000000-0000-4000-9000-000000000003',
} as const;
const DEMO_INQUIRY_ID = '00000000-0000-4000-9100-000000000001';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** [sender, minutes before `now`, text] */
type Line = [string, number, string];

/** When the demo patient opened the clinic inquiry (its first message) and the operator joined it (the first reply). */
const INQUIRY_OPENED = 2 * 24 * 60 - 5;
const INQUIRY_JOINED = 2 * 24 * 60 - 20;

/**
 * The demo chats: the demo patient with the demo doctor (active for a year from seeding), the
 * demo patient with the demo clinic (an inquiry the demo operator has joined, as a real
 * clinic_inquiries row), and the demo doctor with
 * the demo clinic; each with a short history in Georgian.
 */
export async function seedChats(trx: Db, now: Date): Promise<void> {
  const patient = DEMO_PATIENT.id;
  const operator = DEMO_OPERATOR.id;
  const doctor = DOCTORS.find((d) => d.idNumber === DEMO_ACCOUNTS[1].identifier)?.id;
  if (!doctor) throw new Error('the demo doctor is missing from the seed people');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);

  await trx
    .insertInto('chat_spaces')
    .values([
      { id: DEMO_CHAT_IDS.patientDoctor, type: 'PatientDoctor', doctor_id: doctor, patient_id: patient, clinic_id: null, active_until: new Date(now.getTime() + 365 * DAY), last_clinic_inquiry: null, created_at: at(3 * 24 * 60) },
      {
        id: DEMO_CHAT_IDS.patientClinic,
        type: 'PatientClinic',
        doctor_id: null,
        patient_id: patient,
        clinic_id: DEMO_CLINIC_ID,
        active_until: null,
        last_clinic_inquiry: JSON.stringify({ id: DEMO_INQUIRY_ID, status: 'joined' }),
        created_at: at(2 * 24 * 60),
      },
      { id: DEMO_CHAT_IDS.doctorClinic, type: 'DoctorClinic', doctor_id: doctor, patient_id: null, clinic_id: DEMO_CLINIC_ID, active_until: null, last_clinic_inquiry: null, created_at: at(7 * 24 * 60) },
    ])
    .execute();
  // The inquiry the clinic chat's last_clinic_inquiry names: opened by the patient, joined by the operator.
  await trx
    .insertInto('clinic_inquiries')
    .values({
      id: DEMO_INQUIRY_ID,
      clinic_id: DEMO_CLINIC_ID,
      patient_id: patient,
      chat_space_id: DEMO_CHAT_IDS.patientClinic,
      status: 'joined',
      created_at: at(INQUIRY_OPENED),
      joined_by: operator,
      joined_at: at(INQUIRY_JOINED),
    })
    .execute();

  const history: Record<string, Line[]> = {
    [DEMO_CHAT_IDS.doctorClinic]: [
      [operator, 7 * 24 * 60 - 10, 'გამარჯობა, ექიმო! ხვალინდელი მიღების განრიგი უკვე ატვირთულია.'],
      [doctor, 7 * 24 * 60 - 25, 'გმადლობთ, ვნახე. 15:00-ზე ერთი ვიზიტი დაამატეთ, თუ შეიძლება.'],
      [operator, 7 * 24 * 60 - 30, 'დავამატე.'],
    ],
    [DEMO_CHAT_IDS.patientClinic]: [
      [patient, INQUIRY_OPENED, 'გამარჯობა, ექოკარდიოგრაფიაზე ჩაწერა მინდა ამ კვირაში.'],
      [operator, INQUIRY_JOINED, 'გამარჯობა! ხუთშაბათს 11:00 საათზე თავისუფალი დრო გვაქვს. მოგიხერხდებათ?'],
      [patient, 2 * 24 * 60 - 32, 'კი, მომიხერხდება. რამე მომზადება საჭიროა?'],
      [operator, 2 * 24 * 60 - 40, 'სპეციალური მომზადება არ არის საჭირო. წამოიღეთ წინა გამოკვლევების შედეგები, თუ გაქვთ.'],
    ],
    [DEMO_CHAT_IDS.patientDoctor]: [
      [patient, 3 * 60, 'გამარჯობა, ექიმო. სამი დღეა თავი მტკივა და ცოტა სიცხე მაქვს — 37,6.'],
      [doctor, 2 * 60 + 50, 'გამარჯობა. ხველა ან ყელის ტკივილი ხომ არ გაქვთ?'],
      [patient, 2 * 60 + 40, 'ყელი ცოტა მტკივა, ხველა არ მაქვს.'],
      [doctor, 2 * 60 + 30, 'დალიეთ ბევრი სითხე და დაისვენეთ. თუ სიცხე 38,5-ს გადააჭარბებს ან ორ დღეში არ გაგიუმჯობესდებათ, ვიდეოკონსულტაციაზე ჩაეწერეთ.'],
      [patient, 2 * 60 + 20, 'გასაგებია, დიდი მადლობა!'],
    ],
  };
  await trx
    .insertInto('messages')
    .values(
      Object.entries(history).flatMap(([spaceId, lines]) =>
        lines.map(([sender, minutesAgo, text]) => ({
          chat_space_id: spaceId,
          sender_id: sender,
          kind: 'text' as const,
          text,
          file: null,
          // The patient's first clinic message is the one the inquiry was opened with.
          clinic_inquiry_id: spaceId === DEMO_CHAT_IDS.patientClinic && minutesAgo === INQUIRY_OPENED ? DEMO_INQUIRY_ID : null,
          created_at: at(minutesAgo),
        })),
      ),
    )
    .execute();
}
