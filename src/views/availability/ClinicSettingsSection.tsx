import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import { SETTINGS_LIMITS, validSettings, type ClinicSettingsActorRef } from '../../machines/availability/clinic-settings.machine';
import { pickLocalized } from '../../protocol/common';
import type { ClinicSettings, ClinicSettingsBody } from '../../protocol/schedule-schemas';
import { useFlow, useRuntime } from '../actors';
import { ErrorCard } from '../services/CatalogStates';
import { useLanguage } from '../services/catalog-hooks';
import { fieldErrorText } from '../shell/AlertBanner';

type Limit = keyof typeof SETTINGS_LIMITS;

/** Above this many services their rows start folded. */
const FOLD_SERVICES_OVER = 4;

const bodyOf = (s: ClinicSettings): ClinicSettingsBody => ({
  min_notice_minutes: s.min_notice_minutes,
  booking_horizon_days: s.booking_horizon_days,
  cancellation_notice_minutes: s.cancellation_notice_minutes,
  services: s.services.map(({ id, buffer_before_minutes, buffer_after_minutes, communication_days }) => ({ id, buffer_before_minutes, buffer_after_minutes, communication_days })),
});

/**
 * A clinic's booking rules for its operators (embedded in /clinic-doctors): minimum notice,
 * booking horizon, cancellation notice, and per service the buffers before and after and the
 * chat days after an online consultation. Self-contained: it starts its own flow.
 */
export default function ClinicSettingsSection({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const machine = useActorRef(useFlow('clinicSettings'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(machine, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const settings = useSelector(machine, (s) => s.context.settings);
  const error = useSelector(machine, (s) => s.context.error);
  if (face === 'failed') return <ErrorCard titleId="availability.settings.failed" error={error} onRetry={() => machine.send({ type: 'user.retry' })} />;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="clinic-settings">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <FormattedMessage id="availability.settings.title" />
        </Title>
        {face === 'loading' || !settings ? (
          <Stack gap="sm" aria-busy="true" data-testid="clinic-settings-loading">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <SettingsForm key={JSON.stringify(settings)} settings={settings} machine={machine} />
        )}
      </Stack>
    </Card>
  );
}

function SettingsForm({ settings, machine }: { settings: ClinicSettings; machine: ClinicSettingsActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [body, setBody] = useState(() => bodyOf(settings));
  const [showServices, setShowServices] = useState(false);
  const saving = useSelector(machine, (s) => s.matches('saving'));
  const saved = useSelector(machine, (s) => s.matches('saved'));
  const error = useSelector(machine, (s) => s.context.error);
  const fieldError = (path: string) => {
    const e = error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  const number = (label: string, limit: Limit, value: number, onChange: (v: number) => void, path: string, description?: string) => (
    <NumberInput
      label={label}
      description={description}
      value={value}
      min={SETTINGS_LIMITS[limit][0]}
      max={SETTINGS_LIMITS[limit][1]}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      onChange={(v) => onChange(typeof v === 'number' ? v : Number.NaN)}
      error={fieldError(path)}
    />
  );
  const valid = validSettings(body);
  // A clinic with many services keeps their rows folded until asked for (or a row has an error).
  const servicesOpen = showServices || settings.services.length <= FOLD_SERVICES_OVER || Boolean(error?.errors?.some((f) => f.path.startsWith('services.')));
  return (
    <Stack gap="md" component="form" onSubmit={(e) => {
      e.preventDefault();
      machine.send({ type: 'user.save', body });
    }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {number(intl.formatMessage({ id: 'availability.settings.minNotice' }), 'min_notice_minutes', body.min_notice_minutes, (v) => setBody({ ...body, min_notice_minutes: v }), 'min_notice_minutes', intl.formatMessage({ id: 'availability.settings.minutes' }))}
        {number(intl.formatMessage({ id: 'availability.settings.horizon' }), 'booking_horizon_days', body.booking_horizon_days, (v) => setBody({ ...body, booking_horizon_days: v }), 'booking_horizon_days', intl.formatMessage({ id: 'availability.settings.days' }))}
        {number(intl.formatMessage({ id: 'availability.settings.cancelNotice' }), 'cancellation_notice_minutes', body.cancellation_notice_minutes, (v) => setBody({ ...body, cancellation_notice_minutes: v }), 'cancellation_notice_minutes', intl.formatMessage({ id: 'availability.settings.minutes' }))}
      </SimpleGrid>
      <Title order={3} fz="md">
        <FormattedMessage id="availability.settings.services" />
      </Title>
      {settings.services.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="clinic-settings-no-services">
          <FormattedMessage id="availability.settings.noServices" />
        </Text>
      ) : null}
      {!servicesOpen ? (
        <Button variant="light" w="fit-content" onClick={() => setShowServices(true)} data-testid="clinic-settings-show-services">
          <FormattedMessage id="availability.settings.showServices" values={{ count: settings.services.length }} />
        </Button>
      ) : null}
      {(servicesOpen ? settings.services : []).map((service, i) => {
        const row = body.services![i];
        const set = (patch: Partial<typeof row>) => setBody({ ...body, services: body.services!.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
        return (
          <Card key={service.id} withBorder radius="md" p="sm" data-testid="clinic-settings-service">
            <Stack gap="xs">
              <Text fw={600}>
                {pickLocalized(service.name, lang)}{' '}
                <Text span c="dimmed" size="sm">
                  <FormattedMessage id="availability.settings.duration" values={{ minutes: service.duration_minutes }} />
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                {number(intl.formatMessage({ id: 'availability.settings.bufferBefore' }), 'buffer_before_minutes', row.buffer_before_minutes, (v) => set({ buffer_before_minutes: v }), `services.${i}.buffer_before_minutes`)}
                {number(intl.formatMessage({ id: 'availability.settings.bufferAfter' }), 'buffer_after_minutes', row.buffer_after_minutes, (v) => set({ buffer_after_minutes: v }), `services.${i}.buffer_after_minutes`)}
                {number(intl.formatMessage({ id: 'availability.settings.chatDays' }), 'communication_days', row.communication_days, (v) => set({ communication_days: v }), `services.${i}.communication_days`)}
              </SimpleGrid>
            </Stack>
          </Card>
        );
      })}
      {error && !error.errors?.length ? (
        <Alert color="red" data-testid="clinic-settings-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {saved ? (
          <Text size="sm" c="green" data-testid="clinic-settings-saved">
            <FormattedMessage id="availability.saved" />
          </Text>
        ) : null}
        <Button type="submit" loading={saving} disabled={!valid} data-testid="clinic-settings-save">
          <FormattedMessage id="availability.save" />
        </Button>
      </Group>
    </Stack>
  );
}
