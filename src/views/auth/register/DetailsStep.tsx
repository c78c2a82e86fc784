import { useId, type RefObject } from 'react';
import { Group, Input, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import type { Gender } from '../../../protocol/user';
import { fieldLabel } from '../../shell/AlertBanner';
import { useRuntime } from '../../actors';
import { NextButton, StepForm } from './StepForm';
import { useFieldError } from './use-registration';

/** Women first, as Georgian forms list them (ქალი / მამაკაცი). */
const GENDER_CHOICES: { value: Gender; labelId: string }[] = [
  { value: 'female', labelId: 'register.gender.female' },
  { value: 'male', labelId: 'register.gender.male' },
];

/** Step 2: gender (two large choices) and birthdate (day, month, year). */
export function DetailsStep({ actor, movedRef }: { actor: RegistrationActorRef; movedRef: RefObject<boolean> }) {
  return (
    <StepForm actor={actor} step="details" movedRef={movedRef} onSubmit={() => actor.send({ type: 'user.next' })} submit={<NextButton actor={actor} />}>
      <Stack gap="xl">
        <GenderChoice actor={actor} />
        <BirthdateField actor={actor} />
      </Stack>
    </StepForm>
  );
}

function GenderChoice({ actor }: { actor: RegistrationActorRef }) {
  const intl = useIntl();
  const gender = useSelector(actor, (s) => s.context.draft.gender);
  const error = useFieldError(actor, 'gender');
  return (
    <Radio.Group
      label={fieldLabel(intl, 'gender')}
      value={gender}
      onChange={(value) => actor.send({ type: 'user.chooseGender', gender: value as Gender })}
      error={error}
      name="gender"
    >
      <SimpleGrid cols={2} spacing="sm" mt="xs">
        {GENDER_CHOICES.map(({ value, labelId }) => (
          <Radio.Card key={value} value={value} radius="md" p="md" mih={64} aria-invalid={error ? true : undefined}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator size="md" />
              <Text fz="lg" fw={500}>
                <FormattedMessage id={labelId} />
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function BirthdateField({ actor }: { actor: RegistrationActorRef }) {
  const intl = useIntl();
  const labelId = useId();
  const { locale } = useRuntime();
  const lang = useSelector(locale, (s) => s.context.locale);
  const birth = useSelector(actor, (s) => s.context.birth);
  const error = useFieldError(actor, 'birthdate');
  const edit = (part: 'day' | 'month' | 'year', value: string) => actor.send({ type: 'user.editBirthdate', part, value });
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: formatDate(new Date(2000, i, 1), 'MMMM', lang) }));
  const noMonth = {
    value: '',
    label: intl.formatMessage({ id: 'register.birth.chooseMonth' }),
  };
  return (
    <Input.Wrapper label={fieldLabel(intl, 'birthdate')} labelElement="div" id={labelId} error={error} description={intl.formatMessage({ id: 'register.birth.example' })} inputWrapperOrder={['label', 'input', 'description', 'error']}>
      <Group role="group" aria-labelledby={`${labelId}-label`} gap="sm" wrap="nowrap" align="flex-start" mt="xs">
        <TextInput
          label={intl.formatMessage({ id: 'register.birth.day' })}
          w={64}
          value={birth.day}
          onChange={(e) => edit('day', e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="bday-day"
          maxLength={2}
          error={Boolean(error)}
          name="birth-day"
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'register.birth.month' })}
          style={{ flex: 1, minWidth: 0 }}
          value={birth.month}
          onChange={(e) => edit('month', e.currentTarget.value)}
          data={[noMonth, ...months]}
          autoComplete="bday-month"
          error={Boolean(error)}
          name="birth-month"
        />
        <TextInput
          label={intl.formatMessage({ id: 'register.birth.year' })}
          w={84}
          value={birth.year}
          onChange={(e) => edit('year', e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          error={Boolean(error)}
          name="birth-year"
        />
      </Group>
    </Input.Wrapper>
  );
}
