import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../../i18n/dates';
import { patientPath } from '../../../protocol/cases';
import type { DeviceRecordArrival } from '../../../protocol/device-records';
import { useLanguage } from '../../services/catalog-hooks';
import { personName } from '../../schedules/schedule-view';
import { Icon } from '../../shell/Icon';

/** How an arrival's times read: day and clock, in the person's language and time zone. */
export const ARRIVAL_TIME_FORMAT = 'D MMMM YYYY, HH:mm';

const SEX_LABEL = { male: 'patients.gender.male', female: 'patients.gender.female' } as const;

/** A kiosk record that arrived: when, from which kiosk, and whose it became, or what the kiosk took to find the person. */
export function ArrivalRow({ arrival: a, onMatch }: { arrival: DeviceRecordArrival; onMatch(): void }) {
  const lang = useLanguage();
  const held = a.status === 'held';
  return (
    <Card withBorder radius="md" p="sm" data-testid="arrival" data-arrival={a.id} data-status={a.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} data-testid="arrival-time">
            {formatDate(a.measured_at, ARRIVAL_TIME_FORMAT, lang)}
          </Text>
          {/* The status in words and a symbol, never by colour alone. */}
          <Badge variant={held ? 'filled' : 'light'} color={held ? 'yellow' : 'green'} tt="none" leftSection={<Icon name={held ? 'clock' : 'check'} size={14} />} data-testid="arrival-status">
            <FormattedMessage id={held ? 'patients.arrivals.held' : 'patients.arrivals.matchedBadge'} />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="arrival-device">
          <FormattedMessage id="patients.arrivals.device" values={{ label: a.device_label, type: a.device_type, record: a.record_no }} />
        </Text>
        {a.patient ? (
          <Text size="sm">
            <FormattedMessage
              id="patients.arrivals.patient"
              values={{
                name: (
                  <Anchor key="name" component={Link} href={patientPath(a.patient.id)} data-testid="arrival-patient">
                    {personName(a.patient, lang)}
                  </Anchor>
                ),
              }}
            />
          </Text>
        ) : null}
        {held && a.identity ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} data-testid="arrival-identity">
            <Fact labelId="patients.arrivals.name" value={a.identity.name} />
            <Fact labelId="patients.arrivals.idNumber" value={a.identity.id_number} />
            <Fact labelId="patients.arrivals.sex" value={a.identity.sex ? <FormattedMessage id={SEX_LABEL[a.identity.sex]} /> : null} />
            <Fact labelId="patients.arrivals.birthdate" value={a.identity.birthdate ? formatDate(a.identity.birthdate, 'D MMMM YYYY', lang) : null} />
            <Fact labelId="patients.arrivals.phone" value={a.identity.phone} />
          </SimpleGrid>
        ) : null}
        {held ? (
          <Button variant="light" w="fit-content" onClick={onMatch} data-testid="arrival-match">
            <FormattedMessage id="patients.arrivals.match" />
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One identifying field the kiosk took; "not given" when it took none. */
function Fact({ labelId, value }: { labelId: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        <FormattedMessage id={labelId} />
        {': '}
      </Text>
      {value || value === 0 ? value : <FormattedMessage id="patients.arrivals.notGiven" />}
    </Text>
  );
}
