import { Anchor, Avatar, Badge, Button, Card, Group, List, MultiSelect, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { DoctorListActorRef } from '../../../machines/cadmin/doctor-list.machine';
import { pickLocalized } from '../../../protocol/common';
import type { AdminDoctor } from '../../../protocol/doctor-admin';
import type { AdminClinicService } from '../../../protocol/service-admin';
import { useRuntime } from '../../actors';
import { fullName } from '../../doctors/doctor-text';
import { useLanguage } from '../../services/catalog-hooks';

/** One doctor of the clinic: who, what they do here, and the changes an administrator makes. */
export function DoctorRow({ doctor, services, list }: { doctor: AdminDoctor; services: AdminClinicService[]; list: DoctorListActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const speciality = useSelector(useRuntime().statics, (s) => s.context.lists?.specialities.find((x) => x.id === doctor.speciality_id));
  const busy = useSelector(list, (s) => s.hasTag('busy') && s.context.doctorId === doctor.id);
  const mine = useSelector(list, (s) => s.context.doctorId === doctor.id);
  const appointments = useSelector(list, (s) => (s.context.doctorId === doctor.id ? s.context.appointments : null));
  const sent = useSelector(list, (s) => (s.context.doctorId === doctor.id ? s.context.sent : null));
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState(() => doctor.clinic_service_ids.map(String));
  const name = fullName(doctor, lang);
  const options = services.filter((s) => !s.hidden || doctor.clinic_service_ids.includes(s.id)).map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }));
  const change = (kind: 'deactivate' | 'reactivate') => list.send({ type: 'user.change', change: { kind, doctorId: doctor.id } });
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={`cadmin-doctor-${doctor.id}`} opacity={doctor.active ? 1 : 0.85}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={doctor.photo} alt="" radius="xl" size={48} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {doctor.active ? null : (
                <Badge color="gray" variant="light" data-testid="doctor-deactivated">
                  <FormattedMessage id="cadmin.doctors.deactivated" />
                </Badge>
              )}
              {doctor.agreement_accepted ? null : (
                <Badge color="yellow" variant="light">
                  <FormattedMessage id="cadmin.doctors.notSignedIn" />
                </Badge>
              )}
            </Group>
            {speciality ? <Text size="sm" c="dimmed">{pickLocalized(speciality.name, lang)}</Text> : null}
            <Text size="sm">
              <FormattedMessage id="cadmin.doctors.counts" values={{ services: doctor.clinic_service_ids.length, appointments: doctor.future_appointments }} />
            </Text>
          </Stack>
        </Group>
        {editing ? (
          <Group align="flex-end" wrap="wrap">
            <MultiSelect
              label={intl.formatMessage({ id: 'cadmin.doctors.services' })}
              data={options}
              value={chosen}
              onChange={setChosen}
              style={{ flex: 1, minWidth: 220 }}
              error={chosen.length === 0 ? intl.formatMessage({ id: 'error.field.required' }) : undefined}
              data-testid="doctor-services-select"
            />
            <Button
              loading={busy}
              disabled={chosen.length === 0}
              onClick={() => {
                list.send({ type: 'user.change', change: { kind: 'services', doctorId: doctor.id, ids: chosen.map(Number) } });
                setEditing(false);
              }}
            >
              <FormattedMessage id="cadmin.doctors.save" />
            </Button>
          </Group>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button variant="light" size="sm" onClick={() => setEditing((v) => !v)} data-testid="doctor-edit-services">
            <FormattedMessage id="cadmin.doctors.editServices" />
          </Button>
          {doctor.active ? (
            <Button variant="light" color="red" size="sm" loading={busy} onClick={() => change('deactivate')} data-testid="doctor-deactivate">
              <FormattedMessage id="cadmin.doctors.deactivate" />
            </Button>
          ) : (
            <Button variant="light" size="sm" loading={busy} onClick={() => change('reactivate')} data-testid="doctor-reactivate">
              <FormattedMessage id="cadmin.doctors.reactivate" />
            </Button>
          )}
          {doctor.agreement_accepted ? null : (
            <Button variant="subtle" size="sm" onClick={() => list.send({ type: 'user.resend', doctorId: doctor.id })} data-testid="doctor-resend">
              <FormattedMessage id="cadmin.doctors.resend" />
            </Button>
          )}
          {doctor.future_appointments > 0 ? (
            <Button variant="subtle" size="sm" onClick={() => list.send({ type: 'user.showAppointments', doctorId: doctor.id })} data-testid="doctor-appointments">
              <FormattedMessage id="cadmin.doctors.showAppointments" />
            </Button>
          ) : null}
        </Group>
        {mine && sent ? <SentNote sms={sent.sms} email={sent.email} /> : null}
        {appointments ? (
          <Stack gap={4} data-testid="doctor-appointment-list">
            <Text size="sm" fw={600}>
              <FormattedMessage id={doctor.active ? 'cadmin.doctors.appointmentsTitle' : 'cadmin.doctors.reassignTitle'} />
            </Text>
            {appointments.length === 0 ? (
              <Text size="sm" c="dimmed"><FormattedMessage id="cadmin.doctors.noAppointments" /></Text>
            ) : (
              <List size="sm" spacing={4}>
                {appointments.map((a) => (
                  <List.Item key={a.id}>
                    <Anchor component={Link} href={`/schedules/${a.id}`}>
                      <FormattedDate value={a.start_time} day="numeric" month="long" /> <FormattedTime value={a.start_time} /> · {fullName(a.patient, lang)} · {pickLocalized(a.service_name, lang)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Which channels took a sign-in link. */
export function SentNote({ sms, email }: { sms: boolean; email: boolean }) {
  const id = sms && email ? 'cadmin.doctors.sentBoth' : sms ? 'cadmin.doctors.sentSms' : email ? 'cadmin.doctors.sentEmail' : 'cadmin.doctors.sentNone';
  return (
    <Text size="sm" c={sms || email ? 'teal.9' : 'red.9'} role="status" data-testid="invitation-sent">
      <FormattedMessage id={id} />
    </Text>
  );
}
