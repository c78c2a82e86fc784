import { ActionIcon, Alert, Badge, Button, Card, Group, MultiSelect, SegmentedControl, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayjs } from '../../i18n/dates';
import { errorMessageId } from '../../i18n/messages';
import { errorsOf, parseClockTime } from '../../machines/availability/availability-rules';
import type { AvailabilityEditorActorRef } from '../../machines/availability/availability-editor.machine';
import { addDays } from '../../machines/booking/booking-rules';
import { pickLocalized } from '../../protocol/common';
import type { FieldError } from '../../protocol/errors';
import type { Availability, AvailabilityException, AvailabilityRule } from '../../protocol/schedule-schemas';
import { useFlow, useRuntime } from '../actors';
import { clinicToday, dayLabel } from '../booking/booking-time';
import { ErrorCard } from '../services/CatalogStates';
import { useLanguage } from '../services/catalog-hooks';
import { fieldErrorText } from '../shell/AlertBanner';

/** Monday first, as Georgian calendars write the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * A doctor's availability editor (/my/schedule-manager, and an operator's /clinic-doctors/{id}):
 * per clinic, one card per weekday with its working hours and breaks, then the days off and
 * changed hours; every problem shows on its entry as the person types. Times are the clinic's
 * wall clock. Self-contained: it starts its own flow for `doctorId`.
 */
export default function AvailabilityEditor({ doctorId }: { doctorId: string }) {
  const runtime = useRuntime();
  const editor = useActorRef(useFlow('availabilityEditor'), { input: { doctorId }, ...runtime.flowOptions });
  const face = useSelector(editor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const availability = useSelector(editor, (s) => s.context.availability);
  const error = useSelector(editor, (s) => s.context.error);
  if (face === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="availability-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (face === 'failed' || !availability) return <ErrorCard titleId="availability.failed" error={error} onRetry={() => editor.send({ type: 'user.retry' })} />;
  if (availability.clinics.length === 0) {
    return (
      <Card withBorder radius="lg" p="xl" data-testid="availability-empty">
        <Text c="dimmed">
          <FormattedMessage id="availability.noClinics" />
        </Text>
      </Card>
    );
  }
  return <Editor editor={editor} clinics={availability.clinics} />;
}

function Editor({ editor, clinics }: { editor: AvailabilityEditorActorRef; clinics: Availability['clinics'] }) {
  const lang = useLanguage();
  const [clinicId, setClinicId] = useState(clinics[0].id);
  const clinic = clinics.find((c) => c.id === clinicId) ?? clinics[0];
  const draft = useSelector(editor, (s) => s.context.draft);
  const problems = useSelector(editor, (s) => s.context.problems);
  const serverErrors = useSelector(editor, (s) => s.context.serverErrors);
  const errors = problems.length ? problems : serverErrors;
  const zone = useRuntime().device.timeZone();
  return (
    <Stack gap="md" data-testid="availability-editor">
      {clinics.length > 1 ? (
        <SegmentedControl
          value={String(clinic.id)}
          onChange={(v) => setClinicId(Number(v))}
          data={clinics.map((c) => ({ value: String(c.id), label: pickLocalized(c.name, lang) }))}
          fullWidth
          data-testid="availability-clinics"
        />
      ) : (
        <Text fw={600}>{pickLocalized(clinic.name, lang)}</Text>
      )}
      <Text size="sm" c="dimmed">
        <FormattedMessage id={zone === clinic.time_zone ? 'availability.clinicTime' : 'availability.clinicTimeElsewhere'} values={{ zone: clinic.time_zone }} />
      </Text>
      <Stack gap="sm">
        {WEEK.map((weekday) => (
          <WeekdayCard key={weekday} editor={editor} clinic={clinic} weekday={weekday} rules={draft.rules} errors={errors} />
        ))}
      </Stack>
      <Exceptions editor={editor} clinicId={clinic.id} exceptions={draft.exceptions} errors={errors} />
      <SaveBar editor={editor} />
    </Stack>
  );
}

function EntryErrors({ errors }: { errors: FieldError[] }) {
  const intl = useIntl();
  if (!errors.length) return null;
  return (
    <Text size="sm" c="red" data-testid="availability-entry-error">
      {[...new Set(errors.map((e) => fieldErrorText(intl, e)))].join(' ')}
    </Text>
  );
}

/**
 * A time of day on the clinic's 24-hour clock. Not the browser's time input: that one follows the
 * device's locale (a 12-hour "05:00 PM" clipped to "05:00" on a phone). The text commits once it
 * is a whole time; leaving the field shows the committed value again.
 */
function TimeField({ label, value, onChange, invalid }: { label: string; value: string; onChange(v: string): void; invalid: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextInput
      aria-label={label}
      value={draft ?? value}
      inputMode="decimal"
      placeholder="09:00"
      maxLength={5}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        const time = parseClockTime(text);
        if (time && time !== value) onChange(time);
      }}
      onBlur={() => setDraft(null)}
      error={invalid || (draft !== null && draft !== '' && parseClockTime(draft) === null)}
      // In rem: with the text enlarged the field grows with its digits.
      style={{ flex: '0 1 5.25rem', minWidth: '4.5rem' }}
      size="sm"
    />
  );
}

function WeekdayCard({ editor, clinic, weekday, rules, errors }: { editor: AvailabilityEditorActorRef; clinic: Availability['clinics'][number]; weekday: number; rules: AvailabilityRule[]; errors: FieldError[] }) {
  const intl = useIntl();
  const lang = useLanguage();
  const name = dayjs().day(weekday).locale(lang).format('dddd');
  const entries = rules.map((r, index) => ({ r, index })).filter(({ r }) => r.clinic_id === clinic.id && r.weekday === weekday).sort((a, b) => a.r.start.localeCompare(b.r.start));
  const work = entries.filter((e) => e.r.kind === 'work');
  const add = (kind: 'work' | 'break') => {
    const lastEnd = work.at(-1)?.r.end;
    const [start, end] = kind === 'break' ? breakAround(work.at(0)?.r) : lastEnd ? [lastEnd, later(lastEnd, 240)] : ['09:00', '13:00'];
    editor.send({ type: 'user.add', list: 'rules', entry: { clinic_id: clinic.id, weekday, start, end, kind, clinic_service_ids: [] } });
  };
  const services = clinic.services.map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }));
  return (
    <Card withBorder radius="md" p="sm" data-testid="availability-weekday">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md" tt="capitalize">
            {name}
          </Title>
          {work.length === 0 ? (
            <Badge variant="light" color="gray" tt="none">
              <FormattedMessage id="availability.dayOff" />
            </Badge>
          ) : null}
        </Group>
        {entries.map(({ r, index }) => {
          const own = errorsOf(errors, 'rules', index);
          const change = (patch: Partial<AvailabilityRule>) => editor.send({ type: 'user.change', list: 'rules', index, patch });
          return (
            <Stack key={index} gap={4} data-testid="availability-rule">
              {/* On a narrow screen with the text enlarged the times and the remove button go to a new line. */}
              <Group gap="xs" align="center">
                <Badge variant={r.kind === 'work' ? 'light' : 'outline'} color={r.kind === 'work' ? 'clinic' : 'orange'} tt="none" miw={72}>
                  <FormattedMessage id={r.kind === 'work' ? 'availability.work' : 'availability.break'} />
                </Badge>
                <TimeField label={intl.formatMessage({ id: 'availability.start' })} value={r.start} onChange={(start) => change({ start })} invalid={own.some((e) => e.path.endsWith('.start'))} />
                <Text>–</Text>
                <TimeField label={intl.formatMessage({ id: 'availability.end' })} value={r.end} onChange={(end) => change({ end })} invalid={own.some((e) => e.path.endsWith('.end'))} />
                <ActionIcon variant="subtle" color="red" ml="auto" aria-label={intl.formatMessage({ id: 'availability.remove' })} onClick={() => editor.send({ type: 'user.remove', list: 'rules', index })}>
                  ×
                </ActionIcon>
              </Group>
              {r.kind === 'work' && services.length > 1 ? (
                <MultiSelect
                  size="xs"
                  data={services}
                  value={r.clinic_service_ids.map(String)}
                  onChange={(v) => change({ clinic_service_ids: v.map(Number) })}
                  placeholder={intl.formatMessage({ id: 'availability.allServices' })}
                  aria-label={intl.formatMessage({ id: 'availability.services' })}
                  clearable
                />
              ) : null}
              <EntryErrors errors={own} />
            </Stack>
          );
        })}
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => add('work')} data-testid="availability-add-work">
            <FormattedMessage id="availability.addWork" />
          </Button>
          {work.length ? (
            <Button size="compact-sm" variant="subtle" onClick={() => add('break')} data-testid="availability-add-break">
              <FormattedMessage id="availability.addBreak" />
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

const clock = (m: number) => (m >= 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const later = (t: string, by: number) => clock(Math.min(minutes(t) + by, 1440));
/** A one-hour break in the middle of the day's first working hours. */
function breakAround(work: AvailabilityRule | undefined): [string, string] {
  if (!work) return ['13:00', '14:00'];
  const mid = Math.floor((minutes(work.start) + minutes(work.end)) / 2 / 30) * 30;
  return [clock(mid), clock(Math.min(mid + 60, minutes(work.end)))];
}

function Exceptions({ editor, clinicId, exceptions, errors }: { editor: AvailabilityEditorActorRef; clinicId: number; exceptions: AvailabilityException[]; errors: FieldError[] }) {
  const intl = useIntl();
  const lang = useLanguage();
  const entries = exceptions.map((x, index) => ({ x, index })).filter(({ x }) => x.clinic_id === clinicId).sort((a, b) => a.x.date.localeCompare(b.x.date));
  const add = () => {
    const taken = new Set(entries.map((e) => e.x.date));
    let date = addDays(clinicToday(), 1);
    while (taken.has(date)) date = addDays(date, 1);
    editor.send({ type: 'user.add', list: 'exceptions', entry: { clinic_id: clinicId, date, kind: 'off', start: null, end: null, note: null } });
  };
  return (
    <Card withBorder radius="md" p="sm" data-testid="availability-exceptions">
      <Stack gap="xs">
        <Title order={3} fz="md">
          <FormattedMessage id="availability.exceptions.title" />
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="availability.exceptions.empty" />
          </Text>
        ) : null}
        {entries.map(({ x, index }) => {
          const own = errorsOf(errors, 'exceptions', index);
          const change = (patch: Partial<AvailabilityException>) => editor.send({ type: 'user.change', list: 'exceptions', index, patch });
          return (
            <Stack key={index} gap={4} data-testid="availability-exception">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  type="date"
                  size="sm"
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                  value={x.date}
                  onChange={(e) => e.currentTarget.value && change({ date: e.currentTarget.value })}
                  aria-label={intl.formatMessage({ id: 'availability.exceptions.date' })}
                  description={dayLabel(x.date, lang, 'dddd')}
                  inputWrapperOrder={['input', 'description']}
                  error={own.some((e) => e.path.endsWith('.date'))}
                />
                <Select
                  size="sm"
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                  allowDeselect={false}
                  value={x.kind}
                  onChange={(v) => change(v === 'hours' ? { kind: 'hours', start: x.start ?? '09:00', end: x.end ?? '13:00' } : { kind: 'off', start: null, end: null })}
                  data={[
                    { value: 'off', label: intl.formatMessage({ id: 'availability.exceptions.off' }) },
                    { value: 'hours', label: intl.formatMessage({ id: 'availability.exceptions.hours' }) },
                  ]}
                  aria-label={intl.formatMessage({ id: 'availability.exceptions.kind' })}
                />
                <ActionIcon variant="subtle" color="red" mt={4} aria-label={intl.formatMessage({ id: 'availability.remove' })} onClick={() => editor.send({ type: 'user.remove', list: 'exceptions', index })}>
                  ×
                </ActionIcon>
              </Group>
              {x.kind === 'hours' ? (
                <Group gap="xs" align="center">
                  <TimeField label={intl.formatMessage({ id: 'availability.start' })} value={x.start ?? ''} onChange={(start) => change({ start })} invalid={own.some((e) => e.path.endsWith('.start'))} />
                  <Text>–</Text>
                  <TimeField label={intl.formatMessage({ id: 'availability.end' })} value={x.end ?? ''} onChange={(end) => change({ end })} invalid={own.some((e) => e.path.endsWith('.end'))} />
                </Group>
              ) : null}
              <TextInput
                size="xs"
                maxLength={200}
                value={x.note ?? ''}
                onChange={(e) => change({ note: e.currentTarget.value || null })}
                placeholder={intl.formatMessage({ id: 'availability.exceptions.note' })}
                aria-label={intl.formatMessage({ id: 'availability.exceptions.note' })}
              />
              <EntryErrors errors={own} />
            </Stack>
          );
        })}
        <Button size="compact-sm" variant="light" w="fit-content" onClick={add} data-testid="availability-add-exception">
          <FormattedMessage id="availability.exceptions.add" />
        </Button>
      </Stack>
    </Card>
  );
}

function SaveBar({ editor }: { editor: AvailabilityEditorActorRef }) {
  const saving = useSelector(editor, (s) => s.matches('saving'));
  const saved = useSelector(editor, (s) => s.matches('saved'));
  const dirty = useSelector(editor, (s) => s.context.dirty);
  const problems = useSelector(editor, (s) => s.context.problems.length);
  const error = useSelector(editor, (s) => s.context.error);
  return (
    <Card withBorder radius="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }}>
      <Stack gap="xs">
        {error ? (
          <Alert color="red" data-testid="availability-error">
            <FormattedMessage id={error.errors?.length ? 'availability.serverProblems' : errorMessageId(error.code)} />
          </Alert>
        ) : null}
        {problems ? (
          <Text size="sm" c="red" data-testid="availability-problems">
            <FormattedMessage id="availability.problems" values={{ count: problems }} />
          </Text>
        ) : null}
        {saved ? (
          <Text size="sm" c="green" data-testid="availability-saved">
            <FormattedMessage id="availability.saved" />
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!dirty || saving} onClick={() => editor.send({ type: 'user.discard' })}>
            <FormattedMessage id="availability.discard" />
          </Button>
          <Button loading={saving} disabled={!dirty || problems > 0} onClick={() => editor.send({ type: 'user.save' })} data-testid="availability-save">
            <FormattedMessage id="availability.save" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
