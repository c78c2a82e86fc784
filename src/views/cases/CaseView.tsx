import { Alert, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../machines/cases/case.machine';
import { isEditorOf, type CaseViewer } from '../../machines/cases/case-rules';
import { pickLocalized } from '../../protocol/common';
import type { Case } from '../../protocol/cases';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { CaseEditView } from './CaseEditView';
import { CaseReadView } from './CaseReadView';
import { CaseStatusBadge, personName, useCaseDate } from './case-view';

/**
 * One case, live, with its four faces: the edit view for its assignee while it is active, the read
 * view for everyone else (the patient, doctors it is shared with) and for every closed case. The
 * case actor lives as long as this view (a tab of the panel, /p/case/{id}).
 */
export function CaseView({ id, viewer }: { id: string; viewer: CaseViewer }) {
  const runtime = useRuntime();
  const maxUploadMb = useSelector(runtime.statics, (s) => s.context.settings?.max_upload_mb ?? 10);
  const actor = useActorRef(useFlow('case'), { input: { id, viewer, maxUploadBytes: maxUploadMb * 1024 * 1024 }, ...runtime.flowOptions });
  const shown = useSelector(actor, (s) => s.context.case);
  const notFound = useSelector(actor, (s) => s.hasTag('not found'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  if (notFound) return <EmptyCard icon="cases" titleId="cases.case.notFound.title" textId="cases.case.notFound.text" testId="case-not-found" />;
  if (failed) return <ErrorCard titleId="cases.case.failed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} />;
  if (!shown) {
    return (
      <Stack gap="md" data-testid="case-loading" aria-busy="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  const editor = isEditorOf(shown, viewer.id);
  return (
    <Stack gap="md" data-testid="case-view" data-mode={editor ? 'edit' : 'read'}>
      <CaseHeader actor={actor} shown={shown} />
      <ConflictNotice actor={actor} />
      {editor ? <CaseEditView actor={actor} shown={shown} /> : <CaseReadView actor={actor} shown={shown} viewer={viewer} />}
    </Stack>
  );
}

function CaseHeader({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const lang = useLanguage();
  const intl = useIntl();
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const title = useCaseDate(c.start_time, lang);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} fz="h3" data-testid="case-title">
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {refreshing ? <Loader size="xs" role="status" aria-label={intl.formatMessage({ id: 'cases.case.refreshing' })} /> : null}
          <CaseStatusBadge status={c.status} />
        </Group>
      </Group>
      <Text c="dimmed" size="sm" data-testid="case-people">
        <FormattedMessage
          id="cases.case.byline"
          values={{ doctor: personName(c.assignee, lang), clinic: pickLocalized(c.clinic.name, lang), patient: personName(c.patient, lang) }}
        />
        {c.service_name ? ` · ${pickLocalized(c.service_name, lang)}` : ''}
      </Text>
      {c.status === 'cancelled' ? (
        <Text size="sm" data-testid="case-cancel-reason">
          <FormattedMessage id="cases.case.cancelledNote" />
          {c.cancel_reason ? ` ${c.cancel_reason}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Someone else changed the case meanwhile: the person's change was not saved; the case shown is the fresh one. */
function ConflictNotice({ actor }: { actor: CaseActorRef }) {
  const intl = useIntl();
  const conflict = useSelector(actor, (s) => s.context.conflict);
  if (!conflict) return null;
  return (
    <Alert
      color="yellow"
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'common.close' })}
      onClose={() => actor.send({ type: 'user.dismissConflict' })}
      title={intl.formatMessage({ id: 'cases.conflict.title' })}
      data-testid="case-conflict"
    >
      <FormattedMessage id="cases.conflict.text" />
    </Alert>
  );
}
