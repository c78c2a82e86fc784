import { FormattedMessage } from 'react-intl';
import type { PatientListItem } from '../../protocol/case-schemas';

/** Whole years from a YYYY-MM-DD birthdate to `now`; null when it is missing or malformed. */
export function ageOf(birthdate: string | null, now: Date): number | null {
  const m = birthdate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const beforeBirthday = now.getMonth() + 1 < mo || (now.getMonth() + 1 === mo && now.getDate() < d);
  const age = now.getFullYear() - y - (beforeBirthday ? 1 : 0);
  return age >= 0 && age < 150 ? age : null;
}

const GENDER_LABEL: Record<string, string> = { male: 'patients.gender.male', female: 'patients.gender.female' };

/** "52 years · female": what is known of the age and gender, or nothing. */
export function AgeAndGender({ patient }: { patient: Pick<PatientListItem, 'birthdate' | 'gender'> }) {
  const age = ageOf(patient.birthdate, new Date());
  const gender = patient.gender ? GENDER_LABEL[patient.gender] : undefined;
  if (age === null && !gender) return null;
  return (
    <span data-testid="patient-age-gender">
      {age !== null ? <FormattedMessage id="patients.age" values={{ age }} /> : null}
      {age !== null && gender ? ' · ' : null}
      {gender ? <FormattedMessage id={gender} /> : null}
    </span>
  );
}
