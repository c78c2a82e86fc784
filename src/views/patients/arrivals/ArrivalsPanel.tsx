import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorMessageId } from '../../../i18n/messages';
import { patientPath } from '../../../protocol/cases';
import { deskClinicIds } from '../../../protocol/clinic-admin';
import { useFlow, useRuntime } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { personName } from '../../schedules/schedule-view';
import { ClinicPicker } from '../../shared/ClinicPicker';
import { Icon } from '../../shell/Icon';
import { ArrivalRow } from './ArrivalRow';
import { MatchDialog } from './MatchDialog';

const NONE: number[] = [];

/**
 * /patients, for a clinic's operators only (issue 17): the kiosk records that arrived at their
 * clinic (one at a time, picked when they work at several), whose they became, and the held ones
 * to match by hand. Doctors and patients never see it; nobody sees a record's values here.
 */
export function ArrivalsPanel() {
  const clinics = useSelector(useRuntime().session, (s) => {
    const ids = deskClinicIds(s.context.user);
    return ids.length ? ids : NONE;
  });
  const [picked, setPicked] = useState<number | null>(null);
  if (clinics.length === 0) return null;
  const clinicId = picked !== null && clinics.includes(picked) ? picked : clinics[0];
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="arrivals-title" data-testid="arrivals">
      <Stack gap="md">
        <Title order={2} fz="h4" id="arrivals-title">
          <FormattedMessage id="patients.arrivals.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="patients.arrivals.intro" />
        </Text>
        {clinics.length > 1 ? (
          <ClinicPicker clinics={clinics} value={clinicId} onChange={setPicked} labelId="patients.arrivals.clinic" numberId="patients.arrivals.clinicNumber" testId="arrivals-clinic" />
        ) : null}
        <Arrivals key={clinicId} clinicId={clinicId} />
      </Stack>
    </Card>
  );
}

/** One clinic's records: the filter, the four faces, and the match dialog. */
function Arrivals({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const intl = useIntl();
  const lang = useLanguage();
  const machine = useActorRef(useFlow('deviceArrivals'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(machine, (s) => (s.matches('failed') ? 'failed' : s.context.arrivals === null ? 'loading' : s.context.arrivals.length === 0 ? 'empty' : 'content'));
  const loading = useSelector(machine, (s) => s.matches('loading'));
  const heldOnly = useSelector(machine, (s) => s.context.heldOnly);
  const arrivals = useSelector(machine, (s) => s.context.arrivals);
  const matched = useSelector(machine, (s) => s.context.matched);
  const error = useSelector(machine, (s) => s.context.error);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={intl.formatMessage({ id: 'patients.arrivals.heldOnly' })}
          checked={heldOnly}
          onChange={(e) => machine.send({ type: 'user.filter', heldOnly: e.currentTarget.checked })}
          data-testid="arrivals-held-only"
        />
        <Button variant="subtle" size="compact-md" loading={loading && face !== 'loading'} disabled={loading} onClick={() => machine.send({ type: 'user.refresh' })} data-testid="arrivals-refresh">
          <FormattedMessage id="patients.arrivals.refresh" />
        </Button>
      </Group>
      {matched?.patient ? (
        <Alert color="green" data-testid="arrivals-matched">
          <FormattedMessage
            id="patients.arrivals.matched"
            values={{
              name: (
                <Anchor key="name" component={Link} href={patientPath(matched.patient.id)}>
                  {personName(matched.patient, lang)}
                </Anchor>
              ),
            }}
          />
        </Alert>
      ) : null}
      {face === 'failed' ? (
        <Alert color="red" variant="light" title={intl.formatMessage({ id: 'patients.arrivals.failed' })} data-testid="arrivals-failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage id={errorMessageId(error?.code ?? 'internal')} />
            </Text>
            <Button variant="light" color="red" onClick={() => machine.send({ type: 'user.retry' })} data-testid="arrivals-retry">
              <FormattedMessage id="common.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {face === 'loading' ? (
        <Stack gap="sm" aria-busy="true" data-testid="arrivals-loading">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : null}
      {face === 'empty' ? (
        <Group gap="sm" wrap="nowrap" data-testid="arrivals-empty">
          <ThemeIcon variant="light" size={40} radius="xl">
            <Icon name="checkups" size={22} />
          </ThemeIcon>
          <Text c="dimmed">
            <FormattedMessage id={heldOnly ? 'patients.arrivals.emptyHeld' : 'patients.arrivals.empty'} />
          </Text>
        </Group>
      ) : null}
      {face === 'content' && arrivals ? (
        <Stack gap="sm" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading} data-testid="arrivals-list">
          {arrivals.map((a) => (
            <ArrivalRow key={a.id} arrival={a} onMatch={() => machine.send({ type: 'user.startMatch', id: a.id })} />
          ))}
        </Stack>
      ) : null}
      <MatchDialog machine={machine} clinicId={clinicId} />
    </Stack>
  );
}
