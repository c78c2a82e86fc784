import type { RefObject } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import type { TextField } from '../../../machines/registration/registration.rules';
import { fieldLabel } from '../../shell/AlertBanner';
import { NextButton, StepForm } from './StepForm';
import { useFieldError } from './use-registration';

/** Step 1: first name, last name and the ID (prefilled, editable). */
export function NamesStep({ actor, movedRef }: { actor: RegistrationActorRef; movedRef: RefObject<boolean> }) {
  return (
    <StepForm actor={actor} step="names" movedRef={movedRef} onSubmit={() => actor.send({ type: 'user.next' })} submit={<NextButton actor={actor} />}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="register.namesHint" />
        </Text>
        <DraftInput actor={actor} field="firstname" autoComplete="given-name" />
        <DraftInput actor={actor} field="lastname" autoComplete="family-name" />
        <DraftInput actor={actor} field="id_number" autoComplete="off" descriptionId="register.idHint" />
      </Stack>
    </StepForm>
  );
}

/** A text field of the draft: shows the machine's value and its error, sends each change. */
export function DraftInput({ actor, field, autoComplete, descriptionId, type, inputMode }: {
  actor: RegistrationActorRef;
  field: TextField;
  autoComplete: string;
  descriptionId?: string;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'tel' | 'numeric';
}) {
  const intl = useIntl();
  const value = useSelector(actor, (s) => s.context.draft[field]);
  const error = useFieldError(actor, field);
  return (
    <TextInput
      label={fieldLabel(intl, field)}
      description={descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => actor.send({ type: 'user.edit', field, value: e.currentTarget.value })}
      error={error}
      autoComplete={autoComplete}
      type={type}
      inputMode={inputMode}
      name={field}
      required
      withAsterisk={false}
    />
  );
}
