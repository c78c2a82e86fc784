import type { RefObject } from 'react';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import type { Gender } from '../../../protocol/user';
import { fieldLabel } from '../../shell/AlertBanner';
import { BirthdateInput } from '../../shared/BirthdateInput';
import { radioCardTabIndex } from '../../shared/radio-cards';
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
          <Radio.Card key={value} value={value} tabIndex={radioCardTabIndex(value, gender, GENDER_CHOICES[0].value)} radius="md" p="md" mih={64} aria-invalid={error ? true : undefined}>
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
  const birth = useSelector(actor, (s) => s.context.birth);
  const error = useFieldError(actor, 'birthdate');
  const part = (p: 'day' | 'month' | 'year') => ({
    name: `birth-${p}`,
    value: birth[p],
    change: (value: string) => actor.send({ type: 'user.editBirthdate', part: p, value }),
    invalid: Boolean(error),
  });
  return (
    <BirthdateInput
      day={part('day')}
      month={part('month')}
      year={part('year')}
      error={error}
      text={{
        dayId: 'register.birth.day',
        monthId: 'register.birth.month',
        yearId: 'register.birth.year',
        chooseMonthId: 'register.birth.chooseMonth',
        exampleId: 'register.birth.example',
      }}
    />
  );
}
