import { Box, Button, Group, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginActorRef } from '../../../machines/login/login.machine';
import type { LoginMethod } from '../../../protocol/auth';
import { CodeForm } from './CodeForm';
import { PasswordForm } from './PasswordForm';

/** Message ids of the method names (literal, so the catalogue check sees them used). */
const METHOD_LABEL: Record<LoginMethod, string> = {
  Password: 'login.method.Password',
  PhoneCode: 'login.method.PhoneCode',
  EmailCode: 'login.method.EmailCode',
};

/** Step 2: which ID is signing in, the offered methods, and the chosen method's form. */
export function MethodsStep({ actor }: { actor: LoginActorRef }) {
  const intl = useIntl();
  const identifier = useSelector(actor, (s) => s.context.submittedIdentifier);
  const methods = useSelector(actor, (s) => s.context.methods);
  const method = useSelector(actor, (s) => s.context.method);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // On phones the methods stack (Georgian names do not fit side by side at 390 px).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.xs})`, true, { getInitialValueInEffect: false });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="sm" role="group" aria-label={intl.formatMessage({ id: 'login.signingInAs' }, { identifier })}>
        {/* Side by side; with large text on a narrow screen the button goes under the number. */}
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="field.identifier" />
            </Text>
            <Text fw={600} size="lg">
              {identifier}
            </Text>
          </Stack>
          <Button variant="light" onClick={() => actor.send({ type: 'user.goBack' })} disabled={busy}>
            <FormattedMessage id="login.changeId" />
          </Button>
        </Group>
      </Paper>
      {methods.length > 1 ? (
        <Stack gap={6}>
          <Text fw={500} id="login-methods-label">
            <FormattedMessage id="login.methods.label" />
          </Text>
          {/* One button per method; a radio group for assistive technology. */}
          <Box
            role="radiogroup"
            aria-labelledby="login-methods-label"
            style={{ display: 'grid', gap: 8, gridTemplateColumns: wide ? `repeat(${methods.length}, 1fr)` : '1fr' }}
          >
            {methods.map((m) => (
              <Button
                key={m}
                role="radio"
                aria-checked={method === m}
                variant={method === m ? 'filled' : 'default'}
                disabled={busy && method !== m}
                onClick={() => actor.send({ type: 'user.chooseMethod', method: m })}
              >
                {intl.formatMessage({ id: METHOD_LABEL[m] })}
              </Button>
            ))}
          </Box>
        </Stack>
      ) : null}
      {method === 'Password' ? <PasswordForm actor={actor} /> : <CodeForm key={method} actor={actor} />}
    </Stack>
  );
}
