import { Button, Card, Group, MultiSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { DoctorFormActorRef } from '../../../machines/cadmin/doctor-form.machine';
import { pickLocalized } from '../../../protocol/common';
import type { AdminDoctor, DoctorAdded } from '../../../protocol/doctor-admin';
import type { AdminClinicService } from '../../../protocol/service-admin';
import { useFlow, useRuntime } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { fieldErrorText } from '../../shell/AlertBanner';
import { NewDoctorForm } from './NewDoctorForm';
import { SentNote } from './DoctorRow';

/** The error text of a form field: the device's check first, else the server's. */
export function useFieldError(form: DoctorFormActorRef) {
  const intl = useIntl();
  const local = useSelector(form, (s) => s.context.fieldErrors);
  const server = useSelector(form, (s) => s.context.error?.errors ?? []);
  return (path: string) => {
    const e = local.find((f) => f.path === path) ?? server.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
}

/** "Add a doctor": an existing Doctor account by ID number, or a new account invited by SMS and e-mail. */
export function AddDoctorCard({ clinicId, services, onAdded }: { clinicId: number; services: AdminClinicService[]; onAdded(doctor: AdminDoctor): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  const runtime = useRuntime();
  const form = useActorRef(useFlow('doctorForm'), { input: { clinicId }, ...runtime.flowOptions });
  const mode = useSelector(form, (s) => s.context.mode);
  const done = useSelector(form, (s) => s.hasTag('done'));
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const added = useSelector(form, (s) => s.context.added);
  const error = useSelector(form, (s) => s.context.error);
  // Once per added doctor: the list's callback is told, whatever re-renders follow.
  const told = useRef<DoctorAdded | null>(null);
  useEffect(() => {
    if (added && told.current !== added) {
      told.current = added;
      onAdded(added.doctor);
    }
  }, [added, onAdded]);
  const options = services.filter((s) => !s.hidden).map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }));
  const formError = error && !error.errors?.length ? intl.formatMessage({ id: errorMessageId(error.code) }) : null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="add-doctor">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <FormattedMessage id="cadmin.doctors.addTitle" />
        </Title>
        {done && added ? (
          <Stack gap="sm" data-testid="doctor-added">
            <Text fw={600}>
              <FormattedMessage id={added.sent ? 'cadmin.doctors.created' : 'cadmin.doctors.added'} values={{ name: `${pickLocalized(added.doctor.firstname, lang)} ${pickLocalized(added.doctor.lastname, lang)}` }} />
            </Text>
            {added.sent ? <SentNote sms={added.sent.sms} email={added.sent.email} /> : null}
            {formError ? <Text c="red.9" size="sm" role="alert">{formError}</Text> : null}
            <Group gap="xs">
              {added.sent ? (
                <Button variant="light" loading={busy} onClick={() => form.send({ type: 'user.resend' })} data-testid="added-resend">
                  <FormattedMessage id="cadmin.doctors.resend" />
                </Button>
              ) : null}
              <Button onClick={() => form.send({ type: 'user.again' })} data-testid="add-another">
                <FormattedMessage id="cadmin.doctors.addAnother" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <SegmentedControl
              value={mode}
              onChange={(v) => form.send({ type: 'user.chooseMode', mode: v === 'new' ? 'new' : 'existing' })}
              data={[
                { value: 'existing', label: intl.formatMessage({ id: 'cadmin.doctors.modeExisting' }) },
                { value: 'new', label: intl.formatMessage({ id: 'cadmin.doctors.modeNew' }) },
              ]}
              fullWidth
              data-testid="add-doctor-mode"
            />
            {formError ? <Text c="red.9" size="sm" role="alert">{formError}</Text> : null}
            {mode === 'existing' ? <ExistingDoctorForm form={form} options={options} busy={busy} /> : <NewDoctorForm form={form} options={options} busy={busy} />}
          </>
        )}
      </Stack>
    </Card>
  );
}

function ExistingDoctorForm({ form, options, busy }: { form: DoctorFormActorRef; options: { value: string; label: string }[]; busy: boolean }) {
  const intl = useIntl();
  const fieldError = useFieldError(form);
  const [idNumber, setIdNumber] = useState(() => form.getSnapshot().context.idNumber);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'user.addExisting', body: { id_number: idNumber, clinic_service_ids: chosen.map(Number) } });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed"><FormattedMessage id="cadmin.doctors.existingHint" /></Text>
        <TextInput label={intl.formatMessage({ id: 'cadmin.doctors.idNumber' })} value={idNumber} onChange={(e) => setIdNumber(e.currentTarget.value)} inputMode="numeric" maxLength={11} error={fieldError('id_number')} required data-testid="existing-id-number" />
        <MultiSelect label={intl.formatMessage({ id: 'cadmin.doctors.services' })} data={options} value={chosen} onChange={setChosen} error={fieldError('clinic_service_ids')} required data-testid="existing-services" />
        <Group>
          <Button type="submit" loading={busy} data-testid="existing-submit">
            <FormattedMessage id="cadmin.doctors.addExisting" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
