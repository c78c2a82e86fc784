import { useState } from 'react';
import { Button, Card, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeviceKeysActorRef } from '../../../machines/cadmin/device-keys.machine';
import { DEVICE_TYPES, type DeviceType } from '../../../protocol/checkups';
import { DEVICE_KEY_LABEL_MAX } from '../../../protocol/device-records';
import { fieldErrorText } from '../../shell/AlertBanner';

/** The message naming each kiosk model (written out, so the catalogue check sees every key). */
export const DEVICE_TYPE_LABEL: Record<DeviceType, string> = {
  T8X: 'cadmin.devices.type.T8X',
  GS2: 'cadmin.devices.type.GS2',
};

/** Issuing a key for one kiosk: its label (where it stands) and its model; checked on the device, in the person's language. */
export function IssueKeyForm({ machine }: { machine: DeviceKeysActorRef }) {
  // A key issued starts the form over for the next kiosk.
  const issuedId = useSelector(machine, (s) => s.context.issued?.device_key.id ?? 'none');
  return <IssueKeyFields key={issuedId} machine={machine} />;
}

function IssueKeyFields({ machine }: { machine: DeviceKeysActorRef }) {
  const intl = useIntl();
  const [label, setLabel] = useState('');
  const [deviceType, setDeviceType] = useState('');
  const issuing = useSelector(machine, (s) => s.matches('issuing'));
  const error = useSelector(machine, (s) => s.context.error);
  const fieldError = (path: string) => {
    const e = error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  return (
    <Card withBorder radius="md" p="md" bg="gray.0" data-testid="cadmin-device-issue">
      <Stack
        component="form"
        gap="sm"
        onSubmit={(e) => {
          e.preventDefault();
          machine.send({ type: 'user.issue', body: { label, device_type: deviceType } });
        }}
      >
        <Title order={3} fz="md">
          <FormattedMessage id="cadmin.devices.issueTitle" />
        </Title>
        <TextInput
          label={intl.formatMessage({ id: 'cadmin.devices.label' })}
          description={intl.formatMessage({ id: 'cadmin.devices.labelHint' })}
          withAsterisk
          maxLength={DEVICE_KEY_LABEL_MAX + 20}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={fieldError('label')}
          data-testid="cadmin-device-new-label"
        />
        <Radio.Group label={intl.formatMessage({ id: 'cadmin.devices.deviceType' })} withAsterisk value={deviceType} onChange={setDeviceType} error={fieldError('device_type')} data-testid="cadmin-device-new-type">
          <Group gap="lg" mt={6}>
            {DEVICE_TYPES.map((t) => (
              <Radio key={t} value={t} label={intl.formatMessage({ id: DEVICE_TYPE_LABEL[t] })} data-testid={`cadmin-device-new-type-${t}`} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={issuing} data-testid="cadmin-device-new-submit">
            <FormattedMessage id="cadmin.devices.issue" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
