import { Card, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { IdentifierStep } from './login/IdentifierStep';
import { MethodsStep } from './login/MethodsStep';
import { useLoginActor } from './login/use-login-actor';

/**
 * Login (SPEC §2): step 1 asks for the ID number, step 2 signs in with a password or a one-time
 * code. A new `identifier` query starts the flow afresh (it is submitted at once).
 */
export default function LoginPage() {
  const identifier = new URLSearchParams(useSearch()).get('identifier');
  return <LoginFlow key={identifier ?? ''} queryIdentifier={identifier} />;
}

function LoginFlow({ queryIdentifier }: { queryIdentifier: string | null }) {
  const actor = useLoginActor(queryIdentifier);
  const atMethods = useSelector(actor, (s) => s.matches('methods'));
  return (
    <Stack maw={560} mx="auto" w="100%" py={{ base: 'md', sm: 'xl' }} gap="lg">
      <Title order={1} fz="h2">
        <FormattedMessage id="login.title" />
      </Title>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {atMethods ? <MethodsStep actor={actor} /> : <IdentifierStep actor={actor} />}
      </Card>
    </Stack>
  );
}
