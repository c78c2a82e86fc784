import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { registerPath, type LoginActorRef } from '../../../machines/login/login.machine';

/** Step 1: the ID number and Next; the 'ID not Found' warning when the server does not know it. */
export function IdentifierStep({ actor }: { actor: LoginActorRef }) {
  const intl = useIntl();
  const identifier = useSelector(actor, (s) => s.context.identifier);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'user.submitIdentifier' }));
  const unknown = useSelector(actor, (s) => (s.hasTag('unknown identifier') ? s.context.unknownIdentifier : null));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submitIdentifier' });
      }}
    >
      <Stack gap="lg">
        <Text>
          <FormattedMessage id="login.intro" />
        </Text>
        <TextInput
          size="lg"
          name="identifier"
          label={intl.formatMessage({ id: 'field.identifier' })}
          description={intl.formatMessage({ id: 'login.identifier.hint' })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={identifier}
          onChange={(e) => actor.send({ type: 'user.changeIdentifier', value: e.currentTarget.value })}
          readOnly={busy}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
        />
        {unknown ? <UnknownIdentifierWarning identifier={unknown} /> : null}
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          <FormattedMessage id="login.next" />
        </Button>
        {unknown ? null : (
          <Text ta="center">
            <FormattedMessage id="login.notRegistered" />{' '}
            <Anchor component={Link} href="/register" fw={600}>
              <FormattedMessage id="login.registerLink" />
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** 'ID not Found', 'Not registered yet?' and a Register link carrying the identifier. */
function UnknownIdentifierWarning({ identifier }: { identifier: string }) {
  const intl = useIntl();
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      data-testid="unknown-identifier"
      title={
        // Dark text: yellow on the light yellow background is too faint to read.
        <Text span fw={600} c="dark.7">
          {intl.formatMessage({ id: 'error.auth.unknown_identifier' })}
        </Text>
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage id="login.unknown.text" values={{ identifier }} />
        </Text>
        <Text size="sm">
          <FormattedMessage id="login.notRegistered" />{' '}
          <Anchor component={Link} href={registerPath(identifier)} fw={600}>
            <FormattedMessage id="login.registerLink" />
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
