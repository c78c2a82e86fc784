import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { UserType } from '../../protocol/user';
import { Icon } from './Icon';
import { usePageTitle } from './page-title';

/** Whom a role route is for, in words: the role sets of src/app/routes.tsx, each with its message. */
const AUDIENCES: Array<{ roles: readonly UserType[]; message: string }> = [
  { roles: ['Patient'], message: 'notForRole.for.patients' },
  { roles: ['Doctor'], message: 'notForRole.for.doctors' },
  { roles: ['ClinicOperator'], message: 'notForRole.for.operators' },
  { roles: ['Doctor', 'ClinicOperator'], message: 'notForRole.for.staff' },
  { roles: ['Patient', 'Doctor'], message: 'notForRole.for.patientsAndDoctors' },
];

/** The kind of account the person is signed in with. */
const SIGNED_IN_AS: Record<UserType, string> = {
  Patient: 'notForRole.you.Patient',
  Doctor: 'notForRole.you.Doctor',
  ClinicOperator: 'notForRole.you.ClinicOperator',
};

/** The message saying whom a page for `roles` is for ("This page is for doctors."); a set without words of its own gets the general one. */
export function audienceMessage(roles: readonly UserType[]): string {
  const same = (a: readonly UserType[]) => a.length === roles.length && a.every((r) => roles.includes(r));
  return AUDIENCES.find((a) => same(a.roles))?.message ?? 'notForRole.for.other';
}

/**
 * What a signed-in person sees on a page meant for other roles (the route guard shows it instead
 * of the page): which page it is, whom it is for and what account they are signed in with, and
 * the way to their own home page. Nothing of the page is loaded or asked of the server.
 */
export default function NotForRolePage({ roles, role }: { roles: readonly UserType[]; role: UserType }) {
  const title = usePageTitle();
  return (
    <Card withBorder radius="lg" p="xl" maw={560} mx="auto" mt="lg" data-testid="not-for-role">
      <Stack gap="sm" align="center" ta="center" py="md">
        <ThemeIcon variant="light" size={56} radius="xl">
          <Icon name="shield" size={28} />
        </ThemeIcon>
        <Title order={1} fz="h3" data-testid="not-for-role-page">
          {title}
        </Title>
        <Text data-testid="not-for-role-text">
          <FormattedMessage id={audienceMessage(roles)} /> <FormattedMessage id={SIGNED_IN_AS[role]} />
        </Text>
        <Text c="dimmed" maw={440}>
          <FormattedMessage id="notForRole.hint" />
        </Text>
        <Button component={Link} href="/dashboard" size="md" mt="xs" leftSection={<Icon name="home" size={18} />} data-testid="not-for-role-home">
          <FormattedMessage id="notForRole.toDashboard" />
        </Button>
      </Stack>
    </Card>
  );
}
