import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Flex, List, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import { STEP_FIELDS, STEPS, type Step } from '../../../machines/registration/registration.rules';
import { fieldLabel } from '../../shell/AlertBanner';
import { STEP_TEXT } from './step-text';
import { errorText } from './use-registration';

interface StepFormProps {
  actor: RegistrationActorRef;
  step: Step;
  children: ReactNode;
  /** The primary button (Next, or Finish on the code step); Back is added unless on step 1. */
  submit: ReactNode;
  /** Next (or Finish) pressed; gets the form, e.g. to take the focus to a field with a problem. */
  onSubmit(form: HTMLFormElement): void;
  /** Shown between the fields and the buttons (e.g. why Next is not available yet). */
  footer?: ReactNode;
  /** True once the person has moved between steps: only then does the new step take the focus. */
  movedRef: RefObject<boolean>;
  /** What takes the focus when the step opens: its heading, or a field of the step (`autoFocus`). */
  focus?: 'heading' | 'field';
}

/**
 * One wizard step: "Step n of 4", its heading (focused when the step opens, so a screen reader
 * announces it), the fields, problems no field of this step can show, and Back / Next.
 */
export function StepForm({ actor, step, children, submit, onSubmit, footer, movedRef, focus = 'heading' }: StepFormProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'user.back' }));
  const otherErrors = useSelector(actor, (s) => s.context.errors.filter((e) => !STEP_FIELDS[step].includes(e.path)), sameErrors);
  const sentBack = useSelector(actor, (s) => s.context.error?.code === 'validation' && s.context.errors.some((e) => STEP_FIELDS[step].includes(e.path)));

  useEffect(() => {
    // After Next or Back the new step's heading takes the focus (and is scrolled to on a phone).
    if (movedRef.current && focus === 'heading') heading.current?.focus();
  }, [movedRef, focus]);

  const submitForm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(e.currentTarget);
  };

  return (
    <form onSubmit={submitForm} noValidate aria-labelledby={`register-${step}-heading`}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            <FormattedMessage id="register.stepOf" values={{ step: STEPS.indexOf(step) + 1, total: STEPS.length }} />
          </Text>
          <Title order={2} fz="h3" id={`register-${step}-heading`} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            <FormattedMessage id={STEP_TEXT[step].heading} />
          </Title>
        </Stack>
        {sentBack ? (
          <Alert color="yellow" variant="light" role="status">
            <FormattedMessage id="error.validation" />
          </Alert>
        ) : null}
        {children}
        {otherErrors.length ? (
          <Alert color="red" variant="light" role="alert" data-testid="form-errors">
            {otherErrors.length === 1 ? (
              errorText(intl, otherErrors[0])
            ) : (
              <List size="sm">
                {otherErrors.map((e) => (
                  <List.Item key={`${e.path}:${e.code}`}>{`${fieldLabel(intl, e.path)}: ${errorText(intl, e)}`}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        ) : null}
        {footer}
        {/* Phones: the main button first and full width, Back under it; wider: Back left, main right. */}
        <Flex direction={{ base: 'column', xs: 'row-reverse' }} justify="space-between" gap="sm">
          {submit}
          {step !== 'names' ? (
            <Button variant="default" w={{ base: '100%', xs: 'auto' }} onClick={() => actor.send({ type: 'user.back' })} disabled={!canGoBack}>
              <FormattedMessage id="register.back" />
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </form>
  );
}

/** The primary button of a step. */
export function NextButton({ actor, disabled, labelId = 'register.next' }: { actor: RegistrationActorRef; disabled?: boolean; labelId?: string }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Button type="submit" loading={busy} disabled={disabled} miw={{ xs: 140 }} w={{ base: '100%', xs: 'auto' }}>
      <FormattedMessage id={labelId} />
    </Button>
  );
}

function sameErrors(a: unknown[], b: unknown[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
