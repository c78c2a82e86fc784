import { useEffect, useState } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PageControls } from '../../shared/PageControls';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { lastPage, type AuditFilter } from '../../../machines/cadmin/audit-trail.machine';
import type { AuditEntry } from '../../../protocol/case-schemas';
import type { ClinicStaff } from '../../../protocol/clinic-staff';
import { pickLocalized, type Language } from '../../../protocol/common';
import type { ClinicPatient } from '../../../protocol/schedule-schemas';
import { useFlow, useRuntime } from '../../actors';
import { formatDate } from '../../../i18n/dates';
import { EmptyCard, ErrorCard } from '../../services/CatalogStates';
import { useLanguage, useResource } from '../../services/catalog-hooks';

/** Actions the trail names in words (the other helpers' `doctor.*`, `clinic_service.*`, `patient.register` too); anything else is shown by its code. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'case.read': 'cadmin.audit.action.case_read',
  'case.file_read': 'cadmin.audit.action.case_file_read',
  'case.change': 'cadmin.audit.action.case_change',
  'case.report': 'cadmin.audit.action.case_report',
  'patient.read': 'cadmin.audit.action.patient_read',
  'patient.register': 'cadmin.audit.action.patient_register',
  'report.read': 'cadmin.audit.action.report_read',
  'clinic.profile_change': 'cadmin.audit.action.clinic_profile_change',
  'clinic.logo_change': 'cadmin.audit.action.clinic_logo_change',
  'clinic.settings_change': 'cadmin.audit.action.clinic_settings_change',
  'clinic.support_grant': 'cadmin.audit.action.clinic_support_grant',
  'clinic.support_revoke': 'cadmin.audit.action.clinic_support_revoke',
  'operator.add': 'cadmin.audit.action.operator_add',
  'operator.admin_grant': 'cadmin.audit.action.operator_admin_grant',
  'operator.admin_withdraw': 'cadmin.audit.action.operator_admin_withdraw',
  'operator.remove': 'cadmin.audit.action.operator_remove',
  'doctor.add': 'cadmin.audit.action.doctor_add',
  'doctor.update': 'cadmin.audit.action.doctor_update',
  'doctor.deactivate': 'cadmin.audit.action.doctor_deactivate',
  'doctor.reactivate': 'cadmin.audit.action.doctor_reactivate',
  'doctor.services': 'cadmin.audit.action.doctor_services',
  'clinic_service.add': 'cadmin.audit.action.clinic_service_add',
  'clinic_service.update': 'cadmin.audit.action.clinic_service_update',
  'clinic_service.hide': 'cadmin.audit.action.clinic_service_hide',
  'clinic_service.show': 'cadmin.audit.action.clinic_service_show',
  'clinic_service.doctors': 'cadmin.audit.action.clinic_service_doctors',
  'checkup.list': 'cadmin.audit.action.checkup_list',
  'checkup.read': 'cadmin.audit.action.checkup_read',
  'patient_log.read': 'cadmin.audit.action.patient_log_read',
  'device_key.issue': 'cadmin.audit.action.device_key_issue',
  'device_key.revoke': 'cadmin.audit.action.device_key_revoke',
  'device_record.match': 'cadmin.audit.action.device_record_match',
};

/** Record types the filter offers, with their labels. */
export const AUDIT_RECORD_LABELS: Record<string, string> = {
  case: 'cadmin.audit.record.case',
  patient: 'cadmin.audit.record.patient',
  clinic: 'cadmin.audit.record.clinic',
  user: 'cadmin.audit.record.user',
  clinic_service: 'cadmin.audit.record.clinic_service',
  report: 'cadmin.audit.record.report',
  checkup: 'cadmin.audit.record.checkup',
  device_key: 'cadmin.audit.record.device_key',
  device_record: 'cadmin.audit.record.device_record',
};

/** A readable label of an action, or its code. */
export function actionLabel(intl: IntlShape, action: string): string {
  const id = Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action] : null;
  return id ? intl.formatMessage({ id }) : action;
}

/** A readable record type, or the type itself. */
export function recordTypeLabel(intl: IntlShape, type: string): string {
  const id = Object.hasOwn(AUDIT_RECORD_LABELS, type) ? AUDIT_RECORD_LABELS[type] : null;
  return id ? intl.formatMessage({ id }) : type;
}

const personName = (p: { firstname: { ka: string; en: string }; lastname: { ka: string; en: string } }, lang: Language) =>
  `${pickLocalized(p.firstname, lang)} ${pickLocalized(p.lastname, lang)}`.trim();

/** The clinic's audit trail: a page at a time, newest first, narrowed to a person and/or a record. */
export default function AuditTrailSection({ clinicId, staff }: { clinicId: number; staff: ClinicStaff | null }) {
  const runtime = useRuntime();
  const machine = useActorRef(useFlow('auditTrail'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(machine, (s) => (s.matches('failed') ? 'failed' : s.context.data === null ? 'loading' : 'ready'));
  const busy = useSelector(machine, (s) => s.hasTag('busy'));
  const data = useSelector(machine, (s) => s.context.data);
  const page = useSelector(machine, (s) => s.context.page);
  const filter = useSelector(machine, (s) => s.context.filter);
  const error = useSelector(machine, (s) => s.context.error);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="cadmin-audit" component="section" aria-labelledby="cadmin-audit-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="cadmin-audit-title">
          <FormattedMessage id="cadmin.audit.title" />
        </Title>
        <Filters filter={filter} staff={staff} onChange={(f) => machine.send({ type: 'user.filter', filter: f })} />
        {face === 'failed' ? <ErrorCard titleId="cadmin.audit.failed" error={error} onRetry={() => machine.send({ type: 'user.retry' })} /> : null}
        {face === 'loading' ? (
          <Stack gap="xs" aria-busy="true" data-testid="cadmin-audit-loading">
            {[0, 1, 2].map((i) => <Skeleton key={i} height={32} />)}
          </Stack>
        ) : null}
        {face === 'ready' && data && data.items.length === 0 ? <EmptyCard icon="shield" titleId="cadmin.audit.empty" textId="cadmin.audit.emptyText" testId="cadmin-audit-empty" /> : null}
        {face === 'ready' && data && data.items.length > 0 ? (
          <Stack gap="sm" style={{ opacity: busy ? 0.6 : 1 }}>
            {/* A phone gets one card per line; a wider screen the table. */}
            <Stack gap="xs" hiddenFrom="sm" data-testid="cadmin-audit-cards">
              {data.items.map((entry) => <AuditCard key={entry.id} entry={entry} onRecord={(f) => machine.send({ type: 'user.filter', filter: { ...filter, ...f } })} />)}
            </Stack>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table striped verticalSpacing="xs" data-testid="cadmin-audit-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th><FormattedMessage id="cadmin.audit.when" /></Table.Th>
                    <Table.Th><FormattedMessage id="cadmin.audit.who" /></Table.Th>
                    <Table.Th><FormattedMessage id="cadmin.audit.what" /></Table.Th>
                    <Table.Th><FormattedMessage id="cadmin.audit.which" /></Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((entry) => <AuditRow key={entry.id} entry={entry} onRecord={(f) => machine.send({ type: 'user.filter', filter: { ...filter, ...f } })} />)}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > data.items.length || page > 1 ? (
              <PageControls total={lastPage(data.total)} value={page} onChange={(p) => machine.send({ type: 'user.page', page: p })} size="sm" data-testid="cadmin-audit-pages" />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One line of the trail on a phone: when and who, what (and what changed), the record. */
function AuditCard({ entry, onRecord }: { entry: AuditEntry; onRecord(f: AuditFilter): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  return (
    <Card withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {formatDate(entry.at, 'D MMM YYYY, HH:mm', lang)} · {entry.actor ? personName(entry.actor, lang) : intl.formatMessage({ id: 'cadmin.audit.system' })}
      </Text>
      <Text size="sm" fw={600}>
        {actionLabel(intl, entry.action)}
      </Text>
      <ChangeList detail={entry.detail} lang={lang} />
      <RecordButton entry={entry} onRecord={onRecord} />
    </Card>
  );
}

/** The record a line is about, by name (else its shortened id); choosing it narrows the trail to it. */
function RecordButton({ entry, onRecord }: { entry: AuditEntry; onRecord(f: AuditFilter): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      px={0}
      style={{ alignSelf: 'flex-start' }}
      onClick={() => onRecord({ recordType: entry.record_type, recordId: entry.record_id })}
      title={intl.formatMessage({ id: 'cadmin.audit.onlyThis' })}
      data-testid="cadmin-audit-record-name"
    >
      {recordTypeLabel(intl, entry.record_type)}:{' '}
      {entry.record_label ? pickLocalized(entry.record_label, lang) : entry.record_id.length > 12 ? `${entry.record_id.slice(0, 8)}…` : entry.record_id}
    </Button>
  );
}

function AuditRow({ entry, onRecord }: { entry: AuditEntry; onRecord(f: AuditFilter): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  return (
    <Table.Tr data-testid="cadmin-audit-row">
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(entry.at, 'D MMM YYYY, HH:mm', lang)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor ? personName(entry.actor, lang) : intl.formatMessage({ id: 'cadmin.audit.system' })}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="cadmin-audit-action">
          {actionLabel(intl, entry.action)}
        </Text>
        <ChangeList detail={entry.detail} lang={lang} />
      </Table.Td>
      <Table.Td>
        <RecordButton entry={entry} onRecord={onRecord} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The longest a value of a change is shown before it is cut. */
const VALUE_MAX = 80;

/** A value of a change as text: a name in the reader's language, a list joined, nothing as a dash. */
function valueText(value: unknown, lang: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => valueText(v, lang)).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.ka === 'string' || typeof o.en === 'string') return pickLocalized(o as { ka?: string; en?: string }, lang) || '—';
    return JSON.stringify(value);
  }
  return String(value);
}

const cut = (text: string) => (text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text);

/** What a change changed (`{ field: { old, new } }` in the line's detail): one "field: old → new" per field. */
function ChangeList({ detail, lang }: { detail: unknown; lang: Language }) {
  if (!detail || typeof detail !== 'object' || Array.isArray(detail)) return null;
  const changes = Object.entries(detail as Record<string, unknown>).filter(
    (e): e is [string, { old?: unknown; new?: unknown }] => !!e[1] && typeof e[1] === 'object' && ('old' in (e[1] as object) || 'new' in (e[1] as object)),
  );
  if (changes.length === 0) return null;
  return (
    <Stack gap={0} mt={2} data-testid="cadmin-audit-changes">
      {changes.map(([field, change]) => (
        <Text key={field} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Text span ff="monospace" size="xs">{field}</Text>: {cut(valueText(change.old, lang))} → {cut(valueText(change.new, lang))}
        </Text>
      ))}
    </Stack>
  );
}

/** Filters: a person (the clinic's staff, or a patient found by name), a record type and id. */
function Filters({ filter, staff, onChange }: { filter: AuditFilter; staff: ClinicStaff | null; onChange(f: AuditFilter): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ClinicPatient[]>([]);
  const [recordId, setRecordId] = useState(filter.recordId ?? '');
  const searching = search.trim().length >= 2 && !(staff?.operators ?? []).some((o) => personName(o, lang) === search);
  const people = [
    ...(staff?.operators ?? []).map((o) => ({ value: o.id, label: personName(o, lang) })),
    ...(searching ? found : []).map((p) => ({ value: p.id, label: `${personName(p, lang)} · ${p.id_number}` })),
  ];
  if (filter.personId && !people.some((p) => p.value === filter.personId)) people.push({ value: filter.personId, label: filter.personLabel ?? filter.personId });
  const unique = people.filter((p, i) => people.findIndex((q) => q.value === p.value) === i);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {searching ? <PatientSearch q={search.trim()} onFound={setFound} /> : null}
      <Select
        label={intl.formatMessage({ id: 'cadmin.audit.person' })}
        placeholder={intl.formatMessage({ id: 'cadmin.audit.personHint' })}
        data={unique}
        value={filter.personId ?? null}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(v, option) => onChange({ ...filter, personId: v ?? undefined, personLabel: option?.label })}
        nothingFoundMessage={intl.formatMessage({ id: 'cadmin.audit.nobody' })}
        w={{ base: '100%', sm: 280 }}
        data-testid="cadmin-audit-person"
      />
      <Select
        label={intl.formatMessage({ id: 'cadmin.audit.recordType' })}
        data={Object.keys(AUDIT_RECORD_LABELS).map((t) => ({ value: t, label: recordTypeLabel(intl, t) }))}
        value={filter.recordType ?? null}
        clearable
        onChange={(v) => onChange({ ...filter, recordType: v ?? undefined })}
        w={{ base: '100%', sm: 180 }}
        data-testid="cadmin-audit-type"
      />
      <Group
        component="form"
        gap="xs"
        align="flex-end"
        maw="100%"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filter, recordId });
        }}
      >
        <TextInput label={intl.formatMessage({ id: 'cadmin.audit.recordId' })} value={recordId} onChange={(e) => setRecordId(e.currentTarget.value)} maxLength={64} w={200} data-testid="cadmin-audit-record" />
        <Button type="submit" variant="light" data-testid="cadmin-audit-apply">
          <FormattedMessage id="cadmin.audit.apply" />
        </Button>
      </Group>
      {filter.personId || filter.recordType || filter.recordId ? (
        <Button
          variant="subtle"
          onClick={() => {
            setRecordId('');
            onChange({});
          }}
          data-testid="cadmin-audit-clear"
        >
          <FormattedMessage id="cadmin.audit.clear" />
        </Button>
      ) : null}
    </Group>
  );
}

/** The clinic's patients whose name starts with `q` (the desk's patient search), for the person filter. */
function PatientSearch({ q, onFound }: { q: string; onFound(found: ClinicPatient[]): void }) {
  const patients = useResource<ClinicPatient[]>(useFlow('clinicPatients'), { q });
  useEffect(() => onFound(patients.data ?? []), [patients.data, onFound]);
  return null;
}
