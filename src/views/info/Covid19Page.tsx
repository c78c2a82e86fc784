import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../shell/Icon';
import { usePageTitle } from '../shell/page-title';
import { BlockView, Sections, type Section } from './Article';

const p = (id: string) => ({ kind: 'p' as const, id });
const list = (...ids: string[]) => ({ kind: 'list' as const, ids });

const SECTIONS: Section[] = [
  {
    anchor: 'symptoms',
    title: 'covid.symptoms.title',
    blocks: [
      p('covid.symptoms.p1'),
      list('covid.symptoms.i1', 'covid.symptoms.i2', 'covid.symptoms.i3', 'covid.symptoms.i4', 'covid.symptoms.i5', 'covid.symptoms.i6'),
      p('covid.symptoms.p2'),
    ],
  },
  { anchor: 'doctor', title: 'covid.doctor.title', blocks: [p('covid.doctor.p1'), list('covid.doctor.i1', 'covid.doctor.i2', 'covid.doctor.i3')] },
  { anchor: 'self-isolation', title: 'covid.home.title', blocks: [list('covid.home.i1', 'covid.home.i2', 'covid.home.i3', 'covid.home.i4', 'covid.home.i5', 'covid.home.i6')] },
  { anchor: 'testing', title: 'covid.testing.title', blocks: [p('covid.testing.p1')] },
  { anchor: 'vaccination', title: 'covid.vaccination.title', blocks: [p('covid.vaccination.p1')] },
];

/** A button that dials a number (on a phone) — large, as in an emergency every second counts. */
function Dial({ number, label, color }: { number: string; label: string; color?: string }) {
  return (
    <Button component="a" href={`tel:${number}`} color={color} leftSection={<Icon name="phone" size={18} />} w="fit-content">
      <FormattedMessage id={label} />
    </Button>
  );
}

/** /covid-19 (public): symptoms, when to call 112, self-isolation, testing, vaccination, where to get help. */
export default function Covid19Page() {
  const title = usePageTitle();
  return (
    <Stack maw={760} mx="auto" gap="xl" pb="xl">
      <Stack gap="sm">
        <Title order={1} fz="h2">{title}</Title>
        <Text lh={1.65}>
          <FormattedMessage id="covid.intro" />
        </Text>
      </Stack>
      <BlockView
        block={{
          kind: 'urgent',
          title: 'covid.urgent.title',
          ids: ['covid.urgent.i1', 'covid.urgent.i2', 'covid.urgent.i3', 'covid.urgent.i4', 'covid.urgent.i5'],
          action: <Dial number="112" label="covid.urgent.call" color="red" />,
        }}
      />
      <Sections sections={SECTIONS.slice(0, 2)} />
      <Group gap="sm">
        <Button component={Link} href="/doctors" leftSection={<Icon name="doctors" size={18} />}>
          <FormattedMessage id="covid.doctor.findDoctor" />
        </Button>
        <Button component={Link} href="/symptom-checker" variant="light" leftSection={<Icon name="stethoscope" size={18} />}>
          <FormattedMessage id="covid.doctor.symptomChecker" />
        </Button>
      </Group>
      <Sections sections={SECTIONS.slice(2, 4)} />
      <Button component={Link} href="/services" variant="light" w="fit-content">
        <FormattedMessage id="covid.testing.services" />
      </Button>
      <Sections sections={SECTIONS.slice(4)} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" id="help" data-testid="covid-help">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            <FormattedMessage id="covid.help.title" />
          </Title>
          <Text lh={1.6}>
            <FormattedMessage id="covid.help.112" />
          </Text>
          <Text lh={1.6}>
            <FormattedMessage id="covid.help.1505" />
          </Text>
          <Text lh={1.6}>
            <FormattedMessage id="covid.help.family" />
          </Text>
          <Group gap="sm">
            <Dial number="112" label="covid.urgent.call" color="red" />
            <Dial number="1505" label="covid.help.call1505" />
          </Group>
        </Stack>
      </Card>
      <Text size="sm" c="dimmed" lh={1.6}>
        <FormattedMessage id="covid.disclaimer" />
      </Text>
    </Stack>
  );
}
