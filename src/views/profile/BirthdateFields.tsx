import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import { BirthdateInput } from '../shared/BirthdateInput';
import { useFormField } from './use-profile';

const digits = (text: string) => text.replace(/\D/g, '');

/** Date of birth as day, month (by name, in the person's language) and year, as the registration asks for it. */
export function BirthdateFields({ actor }: { actor: ProfileFormActorRef }) {
  const day = useFormField(actor, 'birth_day');
  const month = useFormField(actor, 'birth_month');
  const year = useFormField(actor, 'birth_year');
  return (
    <BirthdateInput
      size="md"
      day={{ ...day, name: 'birth_day', change: (text) => day.change(digits(text)) }}
      month={{ ...month, name: 'birth_month' }}
      year={{ ...year, name: 'birth_year', change: (text) => year.change(digits(text)) }}
      error={day.error}
      text={{
        dayId: 'profile.birth.day',
        monthId: 'profile.birth.month',
        yearId: 'profile.birth.year',
        chooseMonthId: 'profile.birth.chooseMonth',
        exampleId: 'profile.birth.example',
      }}
    />
  );
}
