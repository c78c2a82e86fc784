import type { RefObject } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS } from '../../../protocol/auth';
import { NextButton, StepForm } from './StepForm';
import { useFieldError } from './use-registration';

/**
 * Step 4: where the SMS code went, the 6-digit code, Send Again after the countdown, and Finish,
 * which creates the account and signs the person in.
 */
export function CodeStep({ actor, movedRef }: { actor: RegistrationActorRef; movedRef: RefObject<boolean> }) {
  const intl = useIntl();
  const sentTo = useSelector(actor, (s) => s.context.sentTo);
  const code = useSelector(actor, (s) => s.context.code);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'user.submitCode' }));
  const outOfTries = useSelector(actor, (s) => s.context.tries >= CODE_MAX_ATTEMPTS);
  const error = useFieldError(actor, 'code');
  return (
    <StepForm
      actor={actor}
      step="confirm"
      movedRef={movedRef}
      focus="field"
      onSubmit={() => actor.send({ type: 'user.submitCode' })}
      submit={<NextButton actor={actor} disabled={!canSubmit} labelId="register.submit" />}
      footer={<ResendCode actor={actor} />}
    >
      <Stack gap="md">
        <Text data-testid="code-sent-to">
          <FormattedMessage id="register.code.sentTo" values={{ phone: sentTo ?? '', b: (chunks) => <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>{chunks}</Text> }} />
        </Text>
        <Text size="sm" c="dimmed" mt={-8}>
          <FormattedMessage id="register.code.wrongNumber" />
        </Text>
        <TextInput
          label={intl.formatMessage({ id: 'register.code.label' })}
          description={intl.formatMessage({ id: 'register.code.help' })}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          size="lg"
          value={code}
          onChange={(e) => actor.send({ type: 'user.editCode', value: e.currentTarget.value })}
          error={error ?? (outOfTries ? intl.formatMessage({ id: 'error.auth.code_attempts_exceeded' }) : undefined)}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          // The code field takes the focus so the phone can offer the code from the SMS.
          autoFocus
          maxLength={CODE_LENGTH}
          name="code"
          styles={{ input: { maxWidth: 240, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
      </Stack>
    </StepForm>
  );
}

/** "No SMS yet?" with Send Again, disabled while the server's resend delay counts down. */
function ResendCode({ actor }: { actor: RegistrationActorRef }) {
  const canResend = useSelector(actor, (s) => s.can({ type: 'user.resendCode' }));
  const resending = useSelector(actor, (s) => s.hasTag('resending'));
  const seconds = useSelector(actor, (s) => s.context.resendIn);
  const counting = useSelector(actor, (s) => !s.hasTag('can resend'));
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="register.code.notReceived" />
      </Text>
      <Button variant="subtle" size="md" px="xs" onClick={() => actor.send({ type: 'user.resendCode' })} disabled={!canResend} loading={resending}>
        {counting ? <FormattedMessage id="register.code.resendIn" values={{ seconds }} /> : <FormattedMessage id="register.code.resend" />}
      </Button>
    </Group>
  );
}
