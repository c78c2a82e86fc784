import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { AdminDoctor } from '../../../protocol/doctor-admin';
import { useFlow, useRuntime } from '../../actors';
import { ErrorCard } from '../../services/CatalogStates';
import { AddDoctorCard } from './AddDoctorCard';
import { DoctorRow } from './DoctorRow';

/** The clinic's doctors (active first, deactivated marked), the add form, and what a change answered. */
export function DoctorsSection({ clinicId }: { clinicId: number }) {
  const intl = useIntl();
  const runtime = useRuntime();
  const list = useActorRef(useFlow('doctorList'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(list, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const doctors = useSelector(list, (s) => s.context.doctors);
  const services = useSelector(list, (s) => s.context.services?.services ?? []);
  const error = useSelector(list, (s) => s.context.error);
  const onAdded = useCallback((doctor: AdminDoctor) => list.send({ type: 'form.added', doctor }), [list]);
  if (face === 'failed') return <ErrorCard titleId="cadmin.doctors.failed" error={error} onRetry={() => list.send({ type: 'user.retry' })} />;
  if (face === 'loading' || !doctors) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="cadmin-doctors-loading">
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  }
  const sorted = [...doctors].sort((a, b) => Number(b.active) - Number(a.active));
  return (
    <Stack gap="lg" data-testid="cadmin-doctors">
      <AddDoctorCard clinicId={clinicId} services={services} onAdded={onAdded} />
      <Title order={2} fz="h4">
        <FormattedMessage id="cadmin.doctors.listTitle" values={{ count: doctors.length }} />
      </Title>
      {error ? (
        <Alert color="red" role="alert" data-testid="cadmin-doctors-error" withCloseButton onClose={() => list.send({ type: 'user.dismiss' })} closeButtonLabel={intl.formatMessage({ id: 'common.close' })}>
          {intl.formatMessage({ id: errorMessageId(error.code) })}
        </Alert>
      ) : null}
      {sorted.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="cadmin-doctors-empty">
          <Text>
            <FormattedMessage id="cadmin.doctors.empty" />
          </Text>
        </Card>
      ) : (
        sorted.map((d) => <DoctorRow key={d.id} doctor={d} services={services} list={list} />)
      )}
    </Stack>
  );
}
