import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeviceKeysActorRef } from '../../../machines/cadmin/device-keys.machine';
import { useRuntime } from '../../actors';
import { Dialog } from '../../shared/Dialog';

/** Where kiosks send their records (src/protocol/device-records.ts). */
export const INGESTION_PATH = '/api/devices/records';

/** A value to copy, in a box that keeps its characters apart, with its copy button. */
function Copyable({ value, testId }: { value: string; testId: string }) {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap" align="stretch">
      <Code block fz="sm" style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'light'} color={copied ? 'green' : undefined} onClick={copy} miw={96} data-testid={`${testId}-copy`}>
            {intl.formatMessage({ id: copied ? 'cadmin.devices.copied' : 'cadmin.devices.copy' })}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The key just issued, shown this once: the key to copy, the warning that it cannot be shown
 * again, and how a kiosk's technician enters it (the header and the address to send to). It
 * closes only by its button, so a stray click or Escape cannot lose the key.
 */
export function IssuedKeyDialog({ machine }: { machine: DeviceKeysActorRef }) {
  const intl = useIntl();
  const issued = useSelector(machine, (s) => (s.hasTag('show key') ? s.context.issued : null));
  const publicUrl = useSelector(useRuntime().statics, (s) => s.context.settings?.public_url) || location.origin;
  const endpoint = `${publicUrl.replace(/\/+$/, '')}${INGESTION_PATH}`;
  return (
    <Dialog
      opened={Boolean(issued)}
      onClose={() => machine.send({ type: 'user.closeKey' })}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      size="lg"
      title={intl.formatMessage({ id: 'cadmin.devices.issuedTitle' }, { label: issued?.device_key.label ?? '' })}
      centered
    >
      {issued ? (
        <Stack gap="md" data-testid="cadmin-device-issued">
          <Alert color="yellow" title={intl.formatMessage({ id: 'cadmin.devices.onceTitle' })} data-testid="cadmin-device-once">
            <FormattedMessage id="cadmin.devices.onceText" />
          </Alert>
          <Copyable value={issued.key} testId="cadmin-device-key-value" />
          <Text fw={600}>
            <FormattedMessage id="cadmin.devices.howTitle" />
          </Text>
          <Text size="sm">
            <FormattedMessage id="cadmin.devices.howEndpoint" />
          </Text>
          <Copyable value={endpoint} testId="cadmin-device-endpoint" />
          <Text size="sm">
            <FormattedMessage id="cadmin.devices.howHeader" />
          </Text>
          <Copyable value={`Authorization: Device ${issued.key}`} testId="cadmin-device-header" />
          <Text size="sm" c="dimmed">
            <FormattedMessage id="cadmin.devices.howType" values={{ type: issued.device_key.device_type }} />
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => machine.send({ type: 'user.closeKey' })} data-testid="cadmin-device-issued-close">
              <FormattedMessage id="cadmin.devices.savedIt" />
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
