import { Suspense, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { User, UserType } from '../../protocol/user';
import { useRuntime } from '../actors';
import { Icon } from '../shell/Icon';
import { PageLoader } from '../shell/PageLoader';
import { useLanguage } from '../services/catalog-hooks';
import { nextStepsFor, profileGaps, type NextStep } from './dashboard-cards';
import { PageHeading } from '../shell/PageHeading';
import { UpcomingAppointments } from './UpcomingAppointments';
import { ActiveCasesCount } from './ActiveCasesCount';

const LEAD: Record<UserType, string> = {
  Patient: 'dashboard.lead.patient',
  Doctor: 'dashboard.lead.doctor',
  ClinicOperator: 'dashboard.lead.operator',
};

/** /dashboard (signed in): a greeting and what this person can do next, by role. */
export default function DashboardPage() {
  const user = useSelector(useRuntime().session, (s) => s.context.user);
  const lang = useLanguage();
  // The route guard shows this page only with a session; the user arrives with it.
  if (!user) return <PageLoader />;
  const steps = nextStepsFor(user);
  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <PageHeading
        title={<FormattedMessage id="dashboard.greeting" values={{ name: pickLocalized(user.firstname, lang) }} />}
        intro={<FormattedMessage id={LEAD[user.type]} />}
        testId="dashboard-greeting"
      />
      <ProfileCard user={user} />
      {user.type === 'Patient' ? <UpcomingAppointments viewer={{ id: user.id, type: user.type }} /> : null}
      {/* Four cards read better as two rows of two than as three and one. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: steps.length === 4 ? 2 : 3 }} spacing="md" data-testid="next-steps">
        {steps.map((step) => (
          <StepCard key={step.href} step={step} extra={user.type === 'Doctor' && step.href === '/cases' ? <ActiveCasesCount /> : null} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One next step; `extra` is what the card knows live (the doctor's active cases), loaded without holding the page. */
function StepCard({ step, extra }: { step: NextStep; extra?: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="md" component={Link} href={step.href} h="100%" data-testid="next-step">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size={44} radius="md">
          <Icon name={step.icon} size={24} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Text fw={600} lh={1.3}>
            <FormattedMessage id={step.title} />
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id={step.text} />
          </Text>
          {extra ? <Suspense fallback={null}>{extra}</Suspense> : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** Shown while the e-mail, phone or photo is missing: each gap with a button to fill it. */
function ProfileCard({ user }: { user: User }) {
  const gaps = profileGaps(user);
  if (gaps.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="md" bg="clinic.0" data-testid="profile-card">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl">
            <Icon name="user" size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>
              <FormattedMessage id="dashboard.profile.title" />
            </Text>
            <Text size="sm">
              <FormattedMessage id={user.type === 'Patient' ? 'dashboard.profile.text' : 'dashboard.profile.textStaff'} />
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {gaps.map((g) => (
            <Button key={g.key} component={Link} href={g.href} variant="white" leftSection={<Icon name={g.icon} size={18} />} data-testid={`profile-gap-${g.key}`}>
              <FormattedMessage id={g.label} />
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
