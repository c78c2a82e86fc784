import { useId, type RefObject } from 'react';
import { Anchor, Checkbox, List, NativeSelect, Stack, Text, TextInput, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';
import { doPasswordsMatch, isPasswordLongEnough } from '../../../machines/registration/registration.rules';
import { fieldLabel } from '../../shell/AlertBanner';
import { Icon } from '../../shell/Icon';
import { COUNTRY_CODES } from './countries';
import { NextButton, StepForm } from './StepForm';
import { useFieldError } from './use-registration';
import { PasswordField } from '../../shared/PasswordField';

/**
 * Step 3: country code, phone, password and confirmation, agreement. Each field's problem shows
 * under it once the person has left the field; Next is always there and, while something is
 * missing, shows every problem and takes the focus to the first (step 4 needs a password longer
 * than 6 characters that matches). The checklist under the passwords shows their rules as typed.
 */
export function ContactStep({ actor, movedRef }: { actor: RegistrationActorRef; movedRef: RefObject<boolean> }) {
  const submit = (form: HTMLFormElement) => {
    actor.send({ type: 'user.next' });
    const s = actor.getSnapshot();
    // On a phone the field a problem is about may be off screen: take the person to the first one.
    if (s.matches('contact') && s.context.errors.length) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <StepForm actor={actor} step="contact" movedRef={movedRef} onSubmit={submit} submit={<NextButton actor={actor} />}>
      <Stack gap="md">
        <PhoneFields actor={actor} />
        <PasswordFields actor={actor} />
        <PasswordRules actor={actor} />
        <Agreement actor={actor} />
      </Stack>
    </StepForm>
  );
}

function PhoneFields({ actor }: { actor: RegistrationActorRef }) {
  const intl = useIntl();
  const countryCode = useSelector(actor, (s) => s.context.draft.country_code);
  const phone = useSelector(actor, (s) => s.context.draft.phone_number);
  const countryError = useFieldError(actor, 'country_code');
  const phoneError = useFieldError(actor, 'phone_number');
  return (
    <>
      <NativeSelect
        label={fieldLabel(intl, 'country')}
        value={countryCode}
        onChange={(e) => actor.send({ type: 'user.edit', field: 'country_code', value: e.currentTarget.value })}
        data={COUNTRY_CODES.map((c) => ({ value: c.code, label: `${intl.formatMessage({ id: c.labelId })} (${c.code})` }))}
        onBlur={() => actor.send({ type: 'user.leaveField', field: 'country_code' })}
        error={countryError}
        name="country_code"
        autoComplete="tel-country-code"
      />
      <TextInput
        label={fieldLabel(intl, 'phone_number')}
        description={intl.formatMessage({ id: 'register.phoneHint' })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<Text size="md" c="dimmed">{countryCode}</Text>}
        leftSectionWidth={countryCode.length * 10 + 24}
        value={phone}
        onChange={(e) => actor.send({ type: 'user.edit', field: 'phone_number', value: e.currentTarget.value })}
        onBlur={() => actor.send({ type: 'user.leaveField', field: 'phone_number' })}
        error={phoneError}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name="phone_number"
      />
    </>
  );
}

/** Mantine's password input marks no error for screen readers (only `data-invalid`): `aria-invalid` is set here. */
function PasswordFields({ actor }: { actor: RegistrationActorRef }) {
  const intl = useIntl();
  const password = useSelector(actor, (s) => s.context.draft.password);
  const confirm = useSelector(actor, (s) => s.context.draft.password_confirm);
  const passwordError = useFieldError(actor, 'password');
  const confirmError = useFieldError(actor, 'password_confirm');
  return (
    <>
      <PasswordField
        label={fieldLabel(intl, 'password')}
        value={password}
        onChange={(e) => actor.send({ type: 'user.edit', field: 'password', value: e.currentTarget.value })}
        onBlur={() => actor.send({ type: 'user.leaveField', field: 'password' })}
        error={passwordError}
        aria-invalid={passwordError ? true : undefined}
        autoComplete="new-password"
        name="password"
      />
      <PasswordField
        label={fieldLabel(intl, 'password_confirm')}
        value={confirm}
        onChange={(e) => actor.send({ type: 'user.edit', field: 'password_confirm', value: e.currentTarget.value })}
        onBlur={() => actor.send({ type: 'user.leaveField', field: 'password_confirm' })}
        error={confirmError}
        aria-invalid={confirmError ? true : undefined}
        autoComplete="new-password"
        name="password_confirm"
      />
    </>
  );
}

/** SPEC §2, §5: what the password still needs before step 4 exists. */
function PasswordRules({ actor }: { actor: RegistrationActorRef }) {
  const longEnough = useSelector(actor, (s) => isPasswordLongEnough(s.context.draft));
  const matching = useSelector(actor, (s) => doPasswordsMatch(s.context.draft));
  return (
    <Stack gap={6} data-testid="password-rules" aria-live="polite">
      <Text size="sm" fw={500}>
        <FormattedMessage id="register.password.rules" />
      </Text>
      <List spacing={4} size="sm" center>
        <Rule met={longEnough} labelId="register.password.ruleLength" />
        <Rule met={matching} labelId="register.password.ruleMatch" />
      </List>
    </Stack>
  );
}

function Rule({ met, labelId }: { met: boolean; labelId: string }) {
  return (
    <List.Item
      data-met={met}
      icon={
        <ThemeIcon size={22} radius="xl" color={met ? 'clinic' : 'gray'} variant={met ? 'filled' : 'light'}>
          <Icon name={met ? 'check' : 'dot'} size={14} />
        </ThemeIcon>
      }
    >
      <Text size="sm" c={met ? undefined : 'dimmed'} span>
        <FormattedMessage id={labelId} />
      </Text>
      <VisuallyHidden>
        <FormattedMessage id={met ? 'register.rule.met' : 'register.rule.unmet'} />
      </VisuallyHidden>
    </List.Item>
  );
}

function Agreement({ actor }: { actor: RegistrationActorRef }) {
  const errorId = useId();
  const agreed = useSelector(actor, (s) => s.context.draft.agreed);
  const error = useFieldError(actor, 'agreed');
  return (
    <Checkbox
      size="md"
      mt="xs"
      checked={agreed}
      onChange={(e) => actor.send({ type: 'user.toggleAgreement', agreed: e.currentTarget.checked })}
      // Mantine's checkbox ties no error to its box: done here, so a screen reader reads it with the box.
      error={error ? <span id={errorId}>{error}</span> : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      name="agreed"
      label={
        <FormattedMessage
          id="register.agreement"
          values={{
            link: (chunks) => (
              <Anchor href="/user-agreement" target="_blank" rel="noopener noreferrer" inherit>
                {chunks}
                <VisuallyHidden>
                  {' '}
                  <FormattedMessage id="register.newTab" />
                </VisuallyHidden>
              </Anchor>
            ),
          }}
        />
      }
    />
  );
}

