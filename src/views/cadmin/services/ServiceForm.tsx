import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { ServiceEditorActorRef } from '../../../machines/cadmin/service-editor.machine';
import { pickLocalized } from '../../../protocol/common';
import { BUFFER_MAX, COMMUNICATION_DAYS_MAX, DURATION_MAX, DURATION_MIN, PRICE_GEL_MAX, type NewClinicServiceBody } from '../../../protocol/service-admin';
import { useRuntime } from '../../actors';
import { fullName } from '../../doctors/doctor-text';
import { useLanguage } from '../../services/catalog-hooks';
import { fieldErrorText } from '../../shell/AlertBanner';

type NumberField = 'price_gel' | 'duration_minutes' | 'buffer_before_minutes' | 'buffer_after_minutes' | 'communication_days';
const LIMITS: Record<NumberField, [number, number]> = {
  price_gel: [0, PRICE_GEL_MAX],
  duration_minutes: [DURATION_MIN, DURATION_MAX],
  buffer_before_minutes: [0, BUFFER_MAX],
  buffer_after_minutes: [0, BUFFER_MAX],
  communication_days: [0, COMMUNICATION_DAYS_MAX],
};

/** Adding a service from the service list, or changing one: the clinic's settings and doctors. */
export function ServiceForm({ editor }: { editor: ServiceEditorActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const catalogue = useSelector(useRuntime().statics, (s) => s.context.lists?.services ?? []);
  const data = useSelector(editor, (s) => s.context.data!);
  const editingId = useSelector(editor, (s) => s.context.editingId);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const local = useSelector(editor, (s) => s.context.fieldErrors);
  const error = useSelector(editor, (s) => s.context.error);
  const current = data.services.find((s) => s.id === editingId);
  const [body, setBody] = useState<NewClinicServiceBody>(() =>
    current
      ? { service_id: current.service_id, price_gel: current.price_gel, duration_minutes: current.duration_minutes, buffer_before_minutes: current.buffer_before_minutes, buffer_after_minutes: current.buffer_after_minutes, communication_days: current.communication_days, doctor_ids: current.doctor_ids }
      : { service_id: null, price_gel: null, duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 0, communication_days: 3, doctor_ids: [] },
  );
  const fieldError = (path: string) => {
    const e = local.find((f) => f.path === path) ?? error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  const offered = new Set(data.services.map((s) => s.service_id));
  const number = (key: NumberField, label: string) => (
    <NumberInput
      label={intl.formatMessage({ id: label })}
      value={body[key] ?? ''}
      min={LIMITS[key][0]}
      max={LIMITS[key][1]}
      allowDecimal={false}
      allowNegative={false}
      onChange={(v) => setBody((b) => ({ ...b, [key]: typeof v === 'number' ? v : null }))}
      error={fieldError(key)}
      data-testid={`service-${key}`}
    />
  );
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="service-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          editor.send({ type: 'user.save', body });
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {current ? pickLocalized(current.name, lang) : <FormattedMessage id="cadmin.services.addTitle" />}
          </Title>
          {current ? null : (
            <Select
              label={intl.formatMessage({ id: 'cadmin.services.service' })}
              data={catalogue.filter((s) => !offered.has(s.id)).map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }))}
              value={body.service_id === null ? null : String(body.service_id)}
              onChange={(v) => setBody((b) => ({ ...b, service_id: v === null ? null : Number(v) }))}
              searchable
              required
              error={fieldError('service_id')}
              data-testid="service-pick"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {number('price_gel', 'cadmin.services.price')}
            {number('duration_minutes', 'cadmin.services.duration')}
            {number('buffer_before_minutes', 'cadmin.services.bufferBefore')}
            {number('buffer_after_minutes', 'cadmin.services.bufferAfter')}
            {number('communication_days', 'cadmin.services.chatDays')}
            <MultiSelect
              label={intl.formatMessage({ id: 'cadmin.services.doctorsLabel' })}
              data={data.doctors.filter((d) => d.active).map((d) => ({ value: d.id, label: fullName(d, lang) }))}
              value={body.doctor_ids}
              onChange={(v) => setBody((b) => ({ ...b, doctor_ids: v }))}
              error={fieldError('doctor_ids')}
              data-testid="service-doctors"
            />
          </SimpleGrid>
          {error && !error.errors?.length ? <Text c="red.9" size="sm" role="alert">{intl.formatMessage({ id: errorMessageId(error.code) })}</Text> : null}
          <Group gap="xs">
            <Button type="submit" loading={busy} data-testid="service-save">
              <FormattedMessage id="cadmin.services.save" />
            </Button>
            <Button variant="subtle" onClick={() => editor.send({ type: 'user.cancel' })} disabled={busy}>
              <FormattedMessage id="cadmin.services.cancel" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
