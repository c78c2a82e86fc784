import { Button, Stack } from '@mantine/core';
import { PasswordField } from '../../shared/PasswordField';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginActorRef } from '../../../machines/login/login.machine';

/** Step 2 with a password: the password and Sign in. */
export function PasswordForm({ actor }: { actor: LoginActorRef }) {
  const intl = useIntl();
  const identifier = useSelector(actor, (s) => s.context.submittedIdentifier);
  const password = useSelector(actor, (s) => s.context.password);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'user.submitPassword' }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submitPassword' });
      }}
    >
      <Stack gap="lg">
        {/* Lets password managers store the password under the ID number. */}
        <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
        <PasswordField
          size="lg"
          name="password"
          label={intl.formatMessage({ id: 'field.password' })}
          value={password}
          onChange={(e) => actor.send({ type: 'user.changePassword', value: e.currentTarget.value })}
          readOnly={busy}
          autoComplete="current-password"
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          <FormattedMessage id="login.signIn" />
        </Button>
      </Stack>
    </form>
  );
}
