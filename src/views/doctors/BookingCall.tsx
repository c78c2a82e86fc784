import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useRuntime } from '../actors';

/** Asks an anonymous visitor to sign in (and come back to `backTo` afterwards) or to register. */
export function SignInCall({ backTo, textId }: { backTo: string; textId: string }) {
  const { device } = useRuntime();
  const back = () => device.rememberReturnPath(backTo);
  return (
    <Paper bg="clinic.0" radius="md" p="md" data-testid="booking-call">
      <Stack gap="sm">
        <Text fw={500}>
          <FormattedMessage id={textId} />
        </Text>
        <Group gap="sm">
          <Button component={Link} href="/login" onClick={back}>
            <FormattedMessage id="doctor.cta.signIn" />
          </Button>
          <Button component={Link} href="/register" variant="default" onClick={back}>
            <FormattedMessage id="nav.register" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The call to action on a doctor's page: anonymous visitors sign in (and come back here) or
 * register; patients write to the doctor in the chats. Doctors and operators see no call.
 */
export function BookingCall({ doctorId }: { doctorId: string }) {
  const { session } = useRuntime();
  const role = useSelector(session, (s) => s.context.user?.type ?? null);
  if (role === null) return <SignInCall backTo={`/doctor/${doctorId}`} textId="doctor.cta.signInText" />;
  if (role !== 'Patient') return null;
  return (
    <Paper bg="clinic.0" radius="md" p="md" data-testid="booking-call">
      <Stack gap="sm">
        <Text fw={500}>
          <FormattedMessage id="doctor.cta.chatText" />
        </Text>
        <Button component={Link} href="/chats" w="fit-content">
          <FormattedMessage id="doctor.cta.chat" />
        </Button>
      </Stack>
    </Paper>
  );
}
