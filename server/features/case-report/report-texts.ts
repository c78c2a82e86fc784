import type { CaseStatus, DrugRoute, ServiceRequestStatus } from '../../../src/protocol/cases';
import type { Language } from '../../../src/protocol/common';
import { wallClock } from '../../../src/protocol/zoned-time';

/**
 * The words of the printed case report, in Georgian as a Georgian clinic writes its medical
 * records and in English. Server-side text (the PDF is drawn here, not by react-intl), kept in
 * one table so both languages are reviewed side by side.
 */
export const REPORT_TEXTS = {
  ka: {
    title: 'სამედიცინო შემთხვევის ანგარიში',
    patient: 'პაციენტი',
    birthdate: 'დაბადების თარიღი',
    age: (years: number) => `${years} წლის`,
    gender: 'სქესი',
    genders: { male: 'მამრობითი', female: 'მდედრობითი' } as Record<string, string>,
    idNumber: 'პირადი ნომერი',
    doctor: 'მკურნალი ექიმი',
    service: 'სერვისი',
    started: 'დაწყების თარიღი',
    closed: 'დახურვის თარიღი',
    status: 'სტატუსი',
    statuses: { active: 'აქტიური', completed: 'დასრულებული', cancelled: 'გაუქმებული' } satisfies Record<CaseStatus, string>,
    cancelReason: 'გაუქმების მიზეზი',
    evidences: 'ჩივილები და სიმპტომები',
    present: 'აღინიშნება',
    absent: 'არ აღინიშნება',
    initial: 'პირველადი ჩივილი',
    labtests: 'ლაბორატორიული კვლევები',
    resultInFile: (name: string) => `შედეგი ფაილში: ${name}`,
    noResult: 'შედეგი ჯერ არ არის',
    diagnoses: 'დიაგნოზი',
    final: 'საბოლოო',
    preliminary: 'წინასწარი',
    treatments: 'მკურნალობა და დანიშნულება',
    recommendation: 'რეკომენდაცია',
    cancelledMark: 'გაუქმებულია',
    routes: {
      oral: 'პერორალურად',
      sublingual: 'სუბლინგვურად',
      topical: 'ადგილობრივად',
      inhaled: 'ინჰალაციით',
      intranasal: 'ინტრანაზალურად',
      eye: 'თვალში',
      ear: 'ყურში',
      rectal: 'რექტალურად',
      vaginal: 'ვაგინალურად',
      intramuscular: 'კუნთში (ი/მ)',
      intravenous: 'ვენაში (ი/ვ)',
      subcutaneous: 'კანქვეშ (კ/ქ)',
      transdermal: 'ტრანსდერმულად',
    } satisfies Record<DrugRoute, string>,
    referrals: 'მიმართვები',
    referralStatuses: { active: 'აქტიური', fulfilled: 'შესრულებული', failed: 'ვერ შესრულდა', cancelled: 'გაუქმებული' } satisfies Record<ServiceRequestStatus, string>,
    references: 'დაკავშირებული შემთხვევები',
    files: 'თანდართული ფაილები',
    comment: 'კომენტარი',
    conclusion: 'დასკვნა',
    signature: 'ექიმის ხელმოწერა',
    date: 'თარიღი',
    months: ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი', 'აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'],
  },
  en: {
    title: 'Medical case report',
    patient: 'Patient',
    birthdate: 'Date of birth',
    age: (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`,
    gender: 'Sex',
    genders: { male: 'Male', female: 'Female' } as Record<string, string>,
    idNumber: 'ID number',
    doctor: 'Attending doctor',
    service: 'Service',
    started: 'Started',
    closed: 'Closed',
    status: 'Status',
    statuses: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } satisfies Record<CaseStatus, string>,
    cancelReason: 'Reason for cancelling',
    evidences: 'Complaints and symptoms',
    present: 'present',
    absent: 'absent',
    initial: 'presenting complaint',
    labtests: 'Laboratory tests',
    resultInFile: (name: string) => `result in file: ${name}`,
    noResult: 'no result yet',
    diagnoses: 'Diagnosis',
    final: 'Final',
    preliminary: 'Preliminary',
    treatments: 'Treatment and prescriptions',
    recommendation: 'Recommendation',
    cancelledMark: 'cancelled',
    routes: {
      oral: 'by mouth',
      sublingual: 'under the tongue',
      topical: 'on the skin',
      inhaled: 'inhaled',
      intranasal: 'in the nose',
      eye: 'in the eye',
      ear: 'in the ear',
      rectal: 'rectally',
      vaginal: 'vaginally',
      intramuscular: 'intramuscularly (IM)',
      intravenous: 'intravenously (IV)',
      subcutaneous: 'subcutaneously (SC)',
      transdermal: 'transdermal patch',
    } satisfies Record<DrugRoute, string>,
    referrals: 'Referrals',
    referralStatuses: { active: 'active', fulfilled: 'fulfilled', failed: 'failed', cancelled: 'cancelled' } satisfies Record<ServiceRequestStatus, string>,
    references: 'Related cases',
    files: 'Attached files',
    comment: 'Comment',
    conclusion: 'Conclusion',
    signature: "Doctor's signature",
    date: 'Date',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
} as const;

export type ReportTexts = (typeof REPORT_TEXTS)[Language];

/** A calendar day (YYYY-MM-DD) as 'DD MMMM YYYY' in the language: '05 მაისი 2026', '05 May 2026'. */
export function formatDay(day: string, lang: Language): string {
  const [y, m, d] = day.split('-');
  return `${d} ${REPORT_TEXTS[lang].months[Number(m) - 1]} ${y}`;
}

/** An instant as 'DD MMMM YYYY' on the clinic's calendar (its time zone, e.g. Asia/Tbilisi). */
export function formatInstant(instant: string | Date, lang: Language, timeZone: string): string {
  return formatDay(wallClock(instant, timeZone).date, lang);
}

/** Whole years from a birthdate (YYYY-MM-DD) to `today` (YYYY-MM-DD), or null when the birthdate is not a date. */
export function ageOn(birthdate: string | null, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate ?? '');
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const age = Number(t[1]) - Number(b[1]) - (t[2] + t[3] < b[2] + b[3] ? 1 : 0);
  return age >= 0 && age < 150 ? age : null;
}
