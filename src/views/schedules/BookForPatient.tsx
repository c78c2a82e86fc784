import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Textarea, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { ClinicDoctorDetail, ClinicDoctorLoad, ClinicPatient } from '../../protocol/schedule-schemas';
import { SCHEDULE_COMMENT_MAX } from '../../protocol/schedules';
import { useFlow, useRuntime } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { Price } from '../services/Price';
import { SlotPicker } from './SlotPicker';
import { personName } from './schedule-view';
import { newClientId } from '../../machines/chats/chat-rules';

/**
 * "Book for a patient": find the patient by ID number or name (GET /api/clinic-patients), pick a
 * doctor of the clinic, their service and a free slot, and book (POST /api/schedules with
 * patient_id). The new appointment opens once booked. `patient` starts with that patient chosen
 * (booking from a patient's page); it can still be changed.
 */
export function BookForPatient({ doctors, patient: chosen = null }: { doctors: ClinicDoctorLoad[]; patient?: ClinicPatient | null }) {
  const intl = useIntl();
  const lang = useLanguage();
  const runtime = useRuntime();
  const booking = useActorRef(useFlow('scheduleBooking'), { input: { seed: newClientId() }, ...runtime.flowOptions });
  const busy = useSelector(booking, (s) => s.hasTag('busy'));
  const refresh = useSelector(booking, (s) => s.context.slotsRefresh);
  const [patient, setPatient] = useState<ClinicPatient | null>(chosen);
  const [doctorId, setDoctorId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="book-form">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <FormattedMessage id="schedules.book.title" />
        </Title>
        {patient ? (
          <Group justify="space-between" data-testid="book-patient">
            <Text fw={600}>
              {personName(patient, lang)} · {patient.id_number}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => setPatient(null)}>
              <FormattedMessage id="schedules.book.changePatient" />
            </Button>
          </Group>
        ) : (
          <PatientSearch onPick={setPatient} />
        )}
        <Select
          label={intl.formatMessage({ id: 'schedules.book.doctor' })}
          data={doctors.map((d) => ({ value: d.doctor.id, label: personName(d.doctor, lang) }))}
          value={doctorId}
          onChange={(v) => {
            setDoctorId(v);
            setServiceId(null);
            setStart(null);
          }}
          searchable
          data-testid="book-doctor"
        />
        {doctorId ? (
          <DoctorServices
            key={doctorId}
            doctorId={doctorId}
            serviceId={serviceId}
            onService={(id) => {
              setServiceId(id);
              setStart(null);
            }}
          />
        ) : null}
        {doctorId && serviceId ? <SlotPicker doctorId={doctorId} clinicServiceId={Number(serviceId)} value={start} onPick={setStart} refresh={refresh} /> : null}
        <Textarea
          label={intl.formatMessage({ id: 'schedules.book.comment' })}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={SCHEDULE_COMMENT_MAX}
        />
        <Group justify="flex-end">
          <Button
            size="md"
            loading={busy}
            disabled={!patient || !doctorId || !serviceId || !start}
            onClick={() =>
              patient &&
              doctorId &&
              serviceId &&
              start &&
              booking.send({
                type: 'user.book',
                body: { patient_id: patient.id, assignee_id: doctorId, clinic_service_id: Number(serviceId), start_time: start, ...(comment.trim() ? { comment: comment.trim() } : {}) },
              })
            }
            data-testid="book-submit"
          >
            <FormattedMessage id="schedules.book.submit" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PatientSearch({ onPick }: { onPick(p: ClinicPatient): void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = () => {
    if (text.trim().length >= 2) setQ(text.trim());
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <TextInput
          label={intl.formatMessage({ id: 'schedules.book.patient' })}
          placeholder={intl.formatMessage({ id: 'schedules.book.patientPlaceholder' })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
          style={{ flex: 1 }}
          data-testid="patient-query"
        />
        <Button variant="light" disabled={text.trim().length < 2} onClick={search} data-testid="patient-search">
          <FormattedMessage id="schedules.book.find" />
        </Button>
      </Group>
      {q ? <PatientResults key={q} q={q} onPick={onPick} /> : null}
    </Stack>
  );
}

function PatientResults({ q, onPick }: { q: string; onPick(p: ClinicPatient): void }) {
  const lang = useLanguage();
  const found = useResource<ClinicPatient[]>(useFlow('clinicPatients'), { q });
  if (found.face === 'loading') return <Skeleton height={40} />;
  if (found.face === 'failed') return <ErrorCard titleId="schedules.book.searchFailed" error={found.error} onRetry={found.retry} />;
  if (found.face === 'empty' || found.face === 'notFound') {
    return (
      <Alert color="gray" role="note" data-testid="patients-none">
        <FormattedMessage id="schedules.book.noPatients" />
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      {(found.data ?? []).map((p) => (
        <UnstyledButton key={p.id} onClick={() => onPick(p)} p={6} style={{ borderRadius: 6 }} data-testid="patient-option">
          <Text>
            {personName(p, lang)} <Text span c="dimmed" size="sm">· {p.id_number}{p.birthdate ? ` · ${p.birthdate}` : ''}</Text>
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function DoctorServices({ doctorId, serviceId, onService }: { doctorId: string; serviceId: string | null; onService(id: string | null): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  const doctor = useResource<ClinicDoctorDetail>(useFlow('clinicDoctor'), { id: doctorId });
  if (doctor.face === 'loading') return <Skeleton height={40} />;
  if (doctor.face === 'failed' || doctor.face === 'notFound') return <ErrorCard titleId="schedules.doctors.failed" error={doctor.error} onRetry={doctor.retry} />;
  const services = doctor.data?.services ?? [];
  if (services.length === 0) {
    return (
      <Text c="dimmed" data-testid="book-no-services">
        <FormattedMessage id="schedules.book.noServices" />
      </Text>
    );
  }
  const chosen = services.find((s) => String(s.id) === serviceId);
  return (
    <Stack gap={4}>
      <Select
        label={intl.formatMessage({ id: 'schedules.book.service' })}
        data={services.map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }))}
        value={serviceId}
        onChange={onService}
        data-testid="book-service"
      />
      {chosen ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="schedules.minutes" values={{ n: chosen.duration_minutes }} /> · <Price tetri={chosen.price} />
        </Text>
      ) : null}
    </Stack>
  );
}
