import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { ServiceEditorActorRef } from '../../../machines/cadmin/service-editor.machine';
import { pickLocalized } from '../../../protocol/common';
import type { AdminClinicService, ServiceAdminDoctor } from '../../../protocol/service-admin';
import { useFlow, useRuntime } from '../../actors';
import { fullName } from '../../doctors/doctor-text';
import { ErrorCard } from '../../services/CatalogStates';
import { useLanguage } from '../../services/catalog-hooks';
import { ServiceForm } from './ServiceForm';

/** The clinic's services with price, duration, buffers, chat days, doctors and whether patients see them. */
export function ServicesSection({ clinicId }: { clinicId: number }) {
  const intl = useIntl();
  const runtime = useRuntime();
  const editor = useActorRef(useFlow('serviceEditor'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(editor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const data = useSelector(editor, (s) => s.context.data);
  const error = useSelector(editor, (s) => s.context.error);
  const formOpen = useSelector(editor, (s) => s.hasTag('form'));
  if (face === 'failed') return <ErrorCard titleId="cadmin.services.failed" error={error} onRetry={() => editor.send({ type: 'user.retry' })} />;
  if (face === 'loading' || !data) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="cadmin-services-loading">
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="cadmin-services">
      {formOpen ? (
        <ServiceForm editor={editor} />
      ) : (
        <Group>
          <Button onClick={() => editor.send({ type: 'user.add' })} data-testid="service-add">
            <FormattedMessage id="cadmin.services.add" />
          </Button>
        </Group>
      )}
      {error && !formOpen ? (
        <Alert color="red" role="alert" data-testid="cadmin-services-error">
          {intl.formatMessage({ id: errorMessageId(error.code) })}
        </Alert>
      ) : null}
      {data.services.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="cadmin-services-empty">
          <Text><FormattedMessage id="cadmin.services.empty" /></Text>
        </Card>
      ) : (
        data.services.map((s) => <ServiceRow key={s.id} service={s} doctors={data.doctors} editor={editor} />)
      )}
    </Stack>
  );
}

function ServiceRow({ service, doctors, editor }: { service: AdminClinicService; doctors: ServiceAdminDoctor[]; editor: ServiceEditorActorRef }) {
  const lang = useLanguage();
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const names = service.doctor_ids.map((id) => doctors.find((d) => d.id === id)).filter((d): d is ServiceAdminDoctor => !!d).map((d) => fullName(d, lang));
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={`cadmin-service-${service.id}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{pickLocalized(service.name, lang)}</Text>
          {service.hidden ? (
            <Badge color="gray" variant="light" data-testid="service-hidden">
              <FormattedMessage id="cadmin.services.hidden" />
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="cadmin.services.facts"
            values={{ price: service.price_gel, minutes: service.duration_minutes, before: service.buffer_before_minutes, after: service.buffer_after_minutes, days: service.communication_days }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {names.length ? <FormattedMessage id="cadmin.services.doctors" values={{ names: names.join(', ') }} /> : <FormattedMessage id="cadmin.services.noDoctors" />}
        </Text>
        <Group gap="xs">
          <Button variant="light" size="sm" disabled={busy} onClick={() => editor.send({ type: 'user.edit', id: service.id })} data-testid="service-edit">
            <FormattedMessage id="cadmin.services.edit" />
          </Button>
          <Button variant="subtle" size="sm" disabled={busy} onClick={() => editor.send({ type: 'user.setHidden', id: service.id, hidden: !service.hidden })} data-testid="service-toggle">
            <FormattedMessage id={service.hidden ? 'cadmin.services.show' : 'cadmin.services.hide'} />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
