import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useLayoutEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { dropLoginShell } from '../../app/login-shell';
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
  // Before the first paint of the live form: the prerendered one (index.html) goes in the same frame.
  useLayoutEffect(() => {
    const typed = dropLoginShell();
    if (typed) actor.send({ type: 'user.changeIdentifier', value: typed });
  }, [actor]);
  return (
    <Stack maw={560} mx="auto" w="100%" py={{ base: 'md', sm: 'xl' }} gap="lg">
      <Title order={1} fz="h2">
        <FormattedMessage id="login.title" />
      </Title>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {atMethods ? <MethodsStep actor={actor} /> : <IdentifierStep actor={actor} />}
      </Card>
      {/* Anyone may check their symptoms first; the result joins their account when they sign in. */}
      <Text ta="center" data-testid="login-symptom-checker">
        <FormattedMessage id="login.symptomChecker.text" />{' '}
        <Anchor component={Link} href="/symptom-checker" fw={500}>
          <FormattedMessage id="login.symptomChecker.link" />
        </Anchor>
      </Text>
    </Stack>
  );
}
