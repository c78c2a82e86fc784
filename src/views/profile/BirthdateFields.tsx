import { useId } from 'react';
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import { useRuntime } from '../actors';
import { fieldLabel } from '../shell/AlertBanner';
import { useFormField } from './use-profile';

/** The day, month and year labels sit under the field's own label, so they are quieter. */
const PART_LABEL = { fz: 'sm', fw: 400, c: 'dimmed' } as const;

/** Date of birth as day, month (by name, in the person's language) and year, as the registration asks for it. */
export function BirthdateFields({ actor }: { actor: ProfileFormActorRef }) {
  const intl = useIntl();
  const groupId = useId();
  const lang = useSelector(useRuntime().locale, (s) => s.context.locale);
  const day = useFormField(actor, 'birth_day');
  const month = useFormField(actor, 'birth_month');
  const year = useFormField(actor, 'birth_year');
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: formatDate(new Date(2000, i, 1), 'MMMM', lang) }));
  return (
    <Input.Wrapper
      size="md"
      label={fieldLabel(intl, 'birthdate')}
      labelElement="div"
      id={groupId}
      error={day.error}
      description={intl.formatMessage({ id: 'profile.birth.example' })}
      descriptionProps={{ fz: 'sm' }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Group role="group" aria-labelledby={`${groupId}-label`} gap="sm" wrap="nowrap" align="flex-start" mt={4}>
        <TextInput
          label={intl.formatMessage({ id: 'profile.birth.day' })}
          labelProps={PART_LABEL}
          w={64}
          value={day.value}
          onChange={(e) => day.change(e.currentTarget.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="bday-day"
          maxLength={2}
          error={day.invalid}
          name="birth_day"
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'profile.birth.month' })}
          labelProps={PART_LABEL}
          style={{ flex: 1, minWidth: 0 }}
          value={month.value}
          onChange={(e) => month.change(e.currentTarget.value)}
          data={[{ label: intl.formatMessage({ id: 'profile.birth.chooseMonth' }), value: '' }, ...months]}
          autoComplete="bday-month"
          error={month.invalid}
          name="birth_month"
        />
        <TextInput
          label={intl.formatMessage({ id: 'profile.birth.year' })}
          labelProps={PART_LABEL}
          w={84}
          value={year.value}
          onChange={(e) => year.change(e.currentTarget.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          error={year.invalid}
          name="birth_year"
        />
      </Group>
    </Input.Wrapper>
  );
}
