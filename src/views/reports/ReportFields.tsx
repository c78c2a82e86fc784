import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/messages';
import type { ReportFormActorRef } from '../../machines/reports/report-form.machine';
import { pickLocalized } from '../../protocol/common';
import { REPORT_TEXT_MAX } from '../../protocol/reports';
import { useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';

/**
 * The report's form: where it goes (a patient chooses among every clinic, staff see their clinic
 * and choose only when they have several), the text with its counter, the consent to attach the
 * session's log (unticked until the person ticks it), and a failed send's reason above it all.
 */
export function ReportFields({ actor, onClose }: { actor: ReportFormActorRef; onClose(): void }) {
  const intl = useIntl();
  const text = useSelector(actor, (s) => s.context.text);
  const consent = useSelector(actor, (s) => s.context.consent);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSend = useSelector(actor, (s) => s.can({ type: 'user.submit' }));
  const error = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  return (
    <Stack gap="md" data-testid="report-form">
      <Text c="dimmed">
        <FormattedMessage id="reports.dialog.intro" />
      </Text>
      {error ? (
        <Alert color="red" title={<FormattedMessage id="reports.failed.title" />} data-testid="report-error" data-code={error.code}>
          <FormattedMessage id={errorMessageId(error.code)} /> <FormattedMessage id="reports.failed.kept" />
        </Alert>
      ) : null}
      <Destination actor={actor} />
      <Textarea
        label={intl.formatMessage({ id: 'reports.text.label' })}
        placeholder={intl.formatMessage({ id: 'reports.text.placeholder' })}
        description={intl.formatMessage({ id: 'reports.text.counter' }, { count: text.length, max: REPORT_TEXT_MAX })}
        inputWrapperOrder={['label', 'input', 'description']}
        required
        value={text}
        onChange={(e) => actor.send({ type: 'user.changeText', text: e.currentTarget.value })}
        maxLength={REPORT_TEXT_MAX}
        autosize
        minRows={4}
        maxRows={10}
        disabled={busy}
        data-autofocus
        data-testid="report-text"
      />
      <Checkbox
        size="md"
        checked={consent}
        onChange={(e) => actor.send({ type: 'user.setConsent', consent: e.currentTarget.checked })}
        disabled={busy}
        label={<FormattedMessage id="reports.consent.label" />}
        description={<FormattedMessage id="reports.consent.text" />}
        data-testid="report-consent"
      />
      <Text size="sm" c="dimmed">
        <FormattedMessage id="reports.consent.secrets" />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={onClose}>
          <FormattedMessage id="reports.cancel" />
        </Button>
        <Button size="md" loading={busy} disabled={!canSend && !busy} onClick={() => actor.send({ type: 'user.submit' })} data-testid="report-send">
          <FormattedMessage id="reports.send" />
        </Button>
      </Group>
    </Stack>
  );
}

/** Where the report goes: a choice for a patient or for staff of several clinics, else the one clinic's name. */
function Destination({ actor }: { actor: ReportFormActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const patient = useSelector(useRuntime().session, (s) => s.context.user?.type === 'Patient');
  const clinics = useSelector(actor, (s) => s.context.clinics);
  const clinicId = useSelector(actor, (s) => s.context.clinicId);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (!patient && clinics.length === 1) {
    return (
      <Text data-testid="report-clinic-name">
        <FormattedMessage id="reports.clinic.staff" values={{ clinic: <b>{pickLocalized(clinics[0].name, lang)}</b> }} />
      </Text>
    );
  }
  return (
    <Select
      label={intl.formatMessage({ id: 'reports.clinic.label' })}
      description={intl.formatMessage({ id: 'reports.clinic.hint' })}
      placeholder={intl.formatMessage({ id: 'reports.clinic.placeholder' })}
      data={clinics.map((c) => ({ value: String(c.id), label: pickLocalized(c.name, lang) }))}
      value={clinicId === null ? null : String(clinicId)}
      onChange={(v) => v && actor.send({ type: 'user.pickClinic', clinicId: Number(v) })}
      allowDeselect={false}
      searchable={clinics.length > 7}
      required
      disabled={busy}
      size="md"
      data-testid="report-clinic"
    />
  );
}
