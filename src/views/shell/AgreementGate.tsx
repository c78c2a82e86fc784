import { Anchor, Button, Card, Checkbox, Collapse, Stack, Switch, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import type { AgreementActorRef } from '../../machines/agreement/agreement.machine';
import { pickLocalized } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { fieldErrorText, fieldLabel } from './AlertBanner';
import { PasswordField } from '../shared/PasswordField';

/**
 * The first sign-in of an account a clinic created (issue 16): shown instead of every page until
 * the person accepts the user agreement (src/views/shell/RouteGuard.tsx decides when). A welcome,
 * the agreement (opens in a new tab), the required tick, an optional password, and accept.
 */
export default function AgreementGate() {
  const runtime = useRuntime();
  const actor = useActorRef(useFlow('agreement'), runtime.flowOptions);
  const name = useSelector(runtime.session, (s) => s.context.user?.firstname);
  const lang = useSelector(runtime.locale, (s) => s.context.locale);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="agreement-gate">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.submit' });
        }}
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            <FormattedMessage id="gate.welcome" values={{ name: pickLocalized(name, lang) }} />
          </Title>
          <Text>
            <FormattedMessage id="gate.intro" />
          </Text>
          <Consent actor={actor} />
          <PasswordChoice actor={actor} />
          {error ? (
            <Text c="red" role="alert">
              <FormattedMessage id={errorMessageId(error.code)} />
            </Text>
          ) : null}
          <Button type="submit" size="md" loading={busy} data-testid="agreement-accept">
            <FormattedMessage id="gate.accept" />
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function useError(actor: AgreementActorRef, path: string) {
  const intl = useIntl();
  return useSelector(actor, (s) => {
    const e = s.context.errors.find((x) => x.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  });
}

function Consent({ actor }: { actor: AgreementActorRef }) {
  const accepted = useSelector(actor, (s) => s.context.accepted);
  const error = useError(actor, 'accepted');
  return (
    <Checkbox
      size="md"
      checked={accepted}
      onChange={(e) => actor.send({ type: 'user.setAccepted', accepted: e.currentTarget.checked })}
      error={error}
      name="accepted"
      data-testid="agreement-consent"
      label={
        <FormattedMessage
          id="gate.consent"
          values={{
            link: (text) => (
              <Anchor href="/user-agreement" target="_blank" rel="noopener" data-testid="agreement-link">
                {text}
              </Anchor>
            ),
          }}
        />
      }
    />
  );
}

function PasswordChoice({ actor }: { actor: AgreementActorRef }) {
  const intl = useIntl();
  const on = useSelector(actor, (s) => s.context.withPassword);
  const password = useSelector(actor, (s) => s.context.password);
  const confirm = useSelector(actor, (s) => s.context.passwordConfirm);
  const passwordError = useError(actor, 'password');
  const confirmError = useError(actor, 'password_confirm');
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        checked={on}
        onChange={(e) => actor.send({ type: 'user.setWithPassword', withPassword: e.currentTarget.checked })}
        label={intl.formatMessage({ id: 'gate.setPassword' })}
        description={intl.formatMessage({ id: 'gate.setPasswordHint' })}
        data-testid="agreement-password-toggle"
      />
      <Collapse in={on}>
        <Stack gap="sm">
          <PasswordField
            size="md"
            label={fieldLabel(intl, 'password')}
            value={password}
            onChange={(e) => actor.send({ type: 'user.edit', field: 'password', value: e.currentTarget.value })}
            error={passwordError}
            autoComplete="new-password"
            name="password"
            data-testid="agreement-password"
          />
          <PasswordField
            size="md"
            label={fieldLabel(intl, 'password_confirm')}
            value={confirm}
            onChange={(e) => actor.send({ type: 'user.edit', field: 'password_confirm', value: e.currentTarget.value })}
            error={confirmError}
            autoComplete="new-password"
            name="password_confirm"
            data-testid="agreement-password-confirm"
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
