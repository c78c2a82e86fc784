import { Alert, Button, Flex, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { correctIdentifierPath } from '../../../machines/login/login.machine';
import type { RegistrationActorRef } from '../../../machines/registration/registration.machine';

/**
 * Why the person is here: Login found no account for the ID they typed. A mistyped ID would
 * become a second account, so they can go back to Login with it in the field to correct it, or
 * go on registering with it (`onKeep` runs after the notice has gone, to move the focus on).
 */
export function UnknownIdentifierNotice({ actor, onKeep }: { actor: RegistrationActorRef; onKeep(): void }) {
  const identifier = useSelector(actor, (s) => (s.hasTag('names') ? s.context.unknownIdentifier : null));
  if (!identifier) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      data-testid="register-unknown-identifier"
      title={
        // Dark text: yellow on the light yellow background is too faint to read.
        <Text span fw={600} c="dark.7">
          <FormattedMessage id="register.unknownId.title" values={{ identifier }} />
        </Text>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="register.unknownId.text" />
        </Text>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button component={Link} href={correctIdentifierPath(identifier)} variant="default" w={{ base: '100%', xs: 'auto' }}>
            <FormattedMessage id="register.unknownId.correct" />
          </Button>
          <Button
            variant="light"
            w={{ base: '100%', xs: 'auto' }}
            onClick={() => {
              actor.send({ type: 'user.keepIdentifier' });
              onKeep();
            }}
          >
            <FormattedMessage id="register.unknownId.keep" />
          </Button>
        </Flex>
      </Stack>
    </Alert>
  );
}
