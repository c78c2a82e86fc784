import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import { errorMessageId } from '../../../i18n/messages';
import type { DeviceKeysActorRef } from '../../../machines/cadmin/device-keys.machine';
import type { DeviceKey } from '../../../protocol/device-records';
import { useFlow, useRuntime } from '../../actors';
import { ErrorCard } from '../../services/CatalogStates';
import { useLanguage } from '../../services/catalog-hooks';
import { IssuedKeyDialog } from './IssuedKeyDialog';
import { IssueKeyForm } from './IssueKeyForm';
import { Dialog } from '../../shared/Dialog';

/** How a key's times read: day and clock, in the person's language and time zone. */
export const KEY_TIME_FORMAT = 'D MMMM YYYY, HH:mm';

/**
 * The clinic's measurement kiosks on /cadmin (issue 17): the keys its kiosks send records with,
 * issuing one (shown once), and revoking one after a confirmation.
 */
export default function DeviceKeysSection({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const machine = useActorRef(useFlow('deviceKeys'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(machine, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const keys = useSelector(machine, (s) => s.context.keys);
  const error = useSelector(machine, (s) => s.context.error);
  if (face === 'failed') return <ErrorCard titleId="cadmin.devices.failed" error={error} onRetry={() => machine.send({ type: 'user.retry' })} />;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="cadmin-devices" component="section" aria-labelledby="cadmin-devices-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="cadmin-devices-title">
          <FormattedMessage id="cadmin.devices.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="cadmin.devices.intro" />
        </Text>
        {face === 'loading' || !keys ? (
          <Stack gap="sm" aria-busy="true" data-testid="cadmin-devices-loading">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        ) : (
          <>
            {error && !error.errors?.length ? (
              <Alert color="red" data-testid="cadmin-devices-error">
                <FormattedMessage id={errorMessageId(error.code)} />
              </Alert>
            ) : null}
            {keys.length === 0 ? (
              <Text c="dimmed" data-testid="cadmin-devices-empty">
                <FormattedMessage id="cadmin.devices.empty" />
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {keys.map((k) => (
                  <KeyCard key={k.id} deviceKey={k} machine={machine} />
                ))}
              </SimpleGrid>
            )}
            <IssueKeyForm machine={machine} />
            <ConfirmRevoke machine={machine} keys={keys} />
            <IssuedKeyDialog machine={machine} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function KeyCard({ deviceKey: k, machine }: { deviceKey: DeviceKey; machine: DeviceKeysActorRef }) {
  const lang = useLanguage();
  const busy = useSelector(machine, (s) => !s.matches('ready'));
  const time = (value: string) => formatDate(value, KEY_TIME_FORMAT, lang);
  const revoked = k.revoked_at !== null;
  return (
    <Card withBorder radius="md" p="sm" data-testid="cadmin-device-key" data-key={k.id} data-revoked={revoked}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} data-testid="cadmin-device-label" style={{ overflowWrap: 'anywhere' }}>
            {k.label}
          </Text>
          <Badge variant={revoked ? 'outline' : 'light'} color={revoked ? 'gray' : 'green'} tt="none" style={{ flexShrink: 0 }} data-testid="cadmin-device-status">
            <FormattedMessage id={revoked ? 'cadmin.devices.revoked' : 'cadmin.devices.active'} />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="cadmin.devices.typeAndPrefix" values={{ type: k.device_type, prefix: <code key="prefix">{k.key_prefix}…</code> }} />
        </Text>
        <Text size="sm" data-testid="cadmin-device-facts">
          <FormattedMessage id="cadmin.devices.created" values={{ time: time(k.created_at) }} />
          {' · '}
          {k.last_used_at ? <FormattedMessage id="cadmin.devices.lastUsed" values={{ time: time(k.last_used_at) }} /> : <FormattedMessage id="cadmin.devices.neverUsed" />}
          {' · '}
          <FormattedMessage id="cadmin.devices.records" values={{ count: k.records }} />
        </Text>
        {revoked ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="cadmin.devices.revokedAt" values={{ time: time(k.revoked_at!) }} />
          </Text>
        ) : (
          <Button variant="subtle" color="red" size="compact-sm" w="fit-content" disabled={busy} onClick={() => machine.send({ type: 'user.revoke', id: k.id })} data-testid="cadmin-device-revoke">
            <FormattedMessage id="cadmin.devices.revoke" />
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The confirmation of a revocation: the kiosk using the key can no longer send records. */
function ConfirmRevoke({ machine, keys }: { machine: DeviceKeysActorRef; keys: DeviceKey[] }) {
  const revoking = useSelector(machine, (s) => (s.matches('confirming') || s.matches('revoking') ? s.context.revoking : null));
  const sending = useSelector(machine, (s) => s.matches('revoking'));
  const intl = useIntl();
  const key = keys.find((k) => k.id === revoking);
  return (
    <Dialog opened={Boolean(revoking)} onClose={() => machine.send({ type: 'user.cancel' })} title={intl.formatMessage({ id: 'cadmin.devices.confirmTitle' })} centered>
      <Stack gap="md" data-testid="cadmin-device-confirm">
        <Text>
          <FormattedMessage id="cadmin.devices.confirmText" values={{ label: key?.label ?? '' }} />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={sending} onClick={() => machine.send({ type: 'user.cancel' })} data-testid="cadmin-device-confirm-cancel">
            <FormattedMessage id="cadmin.cancel" />
          </Button>
          <Button color="red" loading={sending} onClick={() => machine.send({ type: 'user.confirm' })} data-testid="cadmin-device-confirm-ok">
            <FormattedMessage id="cadmin.devices.revoke" />
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
