import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { FieldError } from '../../protocol/errors';
import { GLUCOSE_CONTEXTS, LOG_TYPE_FIELDS, type GlucoseContext } from '../../protocol/patient-log';
import type { AddReadingActorRef } from '../../machines/monitoring/add-reading.machine';
import type { MonitoringActorRef } from '../../machines/monitoring/monitoring.machine';
import { errorMessageId } from '../../i18n/messages';
import { useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { Dialog } from '../shared/Dialog';

const FIELD_LABEL: Record<string, string> = { systolic: 'monitoring.form.systolic', diastolic: 'monitoring.form.diastolic', pulse: 'monitoring.form.pulse', value: 'monitoring.form.value' };
const CONTEXT_LABEL: Record<GlucoseContext, string> = { fasting: 'monitoring.context.fasting', postprandial: 'monitoring.context.postprandial', random: 'monitoring.context.random' };

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** A datetime-local value as an ISO instant (an unreadable one is passed on, for the check to refuse). */
const fromLocalInput = (value: string) => {
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? value : new Date(t).toISOString();
};

/** The add-reading form (a dialog), open while the monitoring machine runs its add-reading child. */
export function AddReadingForm({ actor }: { actor: MonitoringActorRef }) {
  const child = useSelector(actor, (s) => s.children.addReading as AddReadingActorRef | undefined);
  return child ? <Form form={child} /> : null;
}

function Form({ form }: { form: AddReadingActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const type = useSelector(form, (s) => s.context.type);
  const fields = useSelector(form, (s) => s.context.fields);
  const context = useSelector(form, (s) => s.context.context);
  const measuredAt = useSelector(form, (s) => s.context.measuredAt);
  const error = useSelector(form, (s) => s.context.error);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const logType = useSelector(useRuntime().statics, (s) => s.context.lists?.patientLogTypes.find((t) => t.key === type) ?? null);
  const unit = logType ? pickLocalized(logType.unit, lang) : '';
  const fieldError = (path: string) => {
    const e = error?.errors?.find((x: FieldError) => x.path === path);
    return e ? intl.formatMessage({ id: errorMessageId(e.code) }, e.params) : undefined;
  };
  const general = error && !error.errors?.length ? intl.formatMessage({ id: errorMessageId(error.code) }) : null;
  return (
    <Dialog opened onClose={() => form.send({ type: 'user.cancel' })} title={intl.formatMessage({ id: 'monitoring.form.title' }, { type: logType ? pickLocalized(logType.name, lang) : type })} radius="lg" size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: 'user.submit', now: new Date().toISOString() });
        }}
        data-testid="reading-form"
      >
        <Stack gap="md">
          {LOG_TYPE_FIELDS[type].map((f) => (
            <TextInput
              key={f.name}
              size="lg"
              label={`${intl.formatMessage({ id: FIELD_LABEL[f.name] })}${f.name === 'pulse' ? '' : ` (${unit})`}`}
              inputMode={f.step < 1 ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={fields[f.name] ?? ''}
              onChange={(e) => form.send({ type: 'user.change', field: f.name, value: e.currentTarget.value })}
              error={fieldError(`value.${f.name}`)}
              data-testid={`reading-${f.name}`}
            />
          ))}
          {type === 'glucose' ? (
            <SegmentedControl
              fullWidth
              aria-label={intl.formatMessage({ id: 'monitoring.context' })}
              value={context}
              onChange={(v) => form.send({ type: 'user.chooseContext', context: v as GlucoseContext })}
              data={GLUCOSE_CONTEXTS.map((c) => ({ value: c, label: intl.formatMessage({ id: CONTEXT_LABEL[c] }) }))}
            />
          ) : null}
          <TextInput
            size="md"
            type="datetime-local"
            label={intl.formatMessage({ id: 'monitoring.form.time' })}
            value={toLocalInput(measuredAt)}
            onChange={(e) => form.send({ type: 'user.changeTime', at: fromLocalInput(e.currentTarget.value) })}
            error={fieldError('measured_at')}
            data-testid="reading-time"
          />
          {general ? <div role="alert">{general}</div> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={() => form.send({ type: 'user.cancel' })} disabled={busy}>
              <FormattedMessage id="monitoring.form.cancel" />
            </Button>
            <Button type="submit" size="md" loading={busy} data-testid="reading-save">
              <FormattedMessage id="monitoring.form.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
