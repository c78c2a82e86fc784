import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { ArrivalsActorRef } from '../../../machines/devices/arrivals.machine';
import type { PatientListItem } from '../../../protocol/case-schemas';
import type { AppError } from '../../../protocol/errors';
import { useLanguage } from '../../services/catalog-hooks';
import { personName } from '../../schedules/schedule-view';
import { AgeAndGender } from '../patient-facts';
import { Dialog } from '../../shared/Dialog';

/**
 * What a refused search or match says: a record someone matched meanwhile or that is gone in the
 * desk's words, an empty search as such, a refused field (e.g. `patient_id` of no patient's
 * account) by its own code, else the error's message.
 */
function refusalId(error: AppError): string {
  if (error.status === 409) return 'patients.arrivals.alreadyMatched';
  if (error.status === 404) return 'patients.arrivals.gone';
  if (error.errors?.some((e) => e.path === 'q')) return 'patients.arrivals.searchRequired';
  return errorMessageId(error.errors?.[0]?.code ?? error.code);
}

/**
 * Matching a held record to a patient: search (starting with the ID number the kiosk took), pick,
 * confirm. A person with no account yet is registered first (in a new tab, so this stays open),
 * then found here.
 */
export function MatchDialog({ machine, clinicId }: { machine: ArrivalsActorRef; clinicId: number }) {
  const intl = useIntl();
  const lang = useLanguage();
  const open = useSelector(machine, (s) => s.matches('matching'));
  const match = useSelector(machine, (s) => s.context.match);
  const record = useSelector(machine, (s) => s.context.arrivals?.find((a) => a.id === s.context.match?.recordId) ?? null);
  const searching = useSelector(machine, (s) => s.matches({ matching: 'searching' }));
  const confirming = useSelector(machine, (s) => s.matches({ matching: 'confirming' }) || s.matches({ matching: 'submitting' }));
  const submitting = useSelector(machine, (s) => s.matches({ matching: 'submitting' }));
  const stale = useSelector(machine, (s) => s.matches({ matching: 'stale' }));
  const error = useSelector(machine, (s) => s.context.matchError);
  const close = () => machine.send({ type: 'user.cancel' });
  return (
    <Dialog opened={open} onClose={close} title={intl.formatMessage({ id: 'patients.arrivals.matchTitle' })} size="lg" centered closeOnClickOutside={!submitting}>
      <Stack gap="md" data-testid="match-dialog">
        {record?.identity ? (
          <Text size="sm" data-testid="match-record">
            <FormattedMessage id="patients.arrivals.matchRecord" values={{ name: record.identity.name || '—', id: record.identity.id_number || '—' }} />
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" data-testid="match-error">
            <FormattedMessage id={refusalId(error)} />
          </Alert>
        ) : null}
        {stale ? null : confirming && match?.patient ? (
          <Stack gap="sm" data-testid="match-confirm">
            <Text>
              <FormattedMessage id="patients.arrivals.confirmText" values={{ name: personName(match.patient, lang), id: match.patient.id_number ?? '—' }} />
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={submitting} onClick={() => machine.send({ type: 'user.back' })} data-testid="match-back">
                <FormattedMessage id="patients.arrivals.back" />
              </Button>
              <Button loading={submitting} onClick={() => machine.send({ type: 'user.confirm' })} data-testid="match-confirm-ok">
                <FormattedMessage id="patients.arrivals.confirm" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <SearchForm key={`${match?.recordId}:${match?.query}`} machine={machine} query={match?.query ?? ''} busy={searching} />
            {searching ? <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'patients.arrivals.searching' })} data-testid="match-searching" /> : null}
            {!searching && match?.results ? <Results results={match.results} machine={machine} /> : null}
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="patients.arrivals.registerHint"
                values={{
                  link: (chunks) => (
                    <Anchor key="register" href={`/patient/register?clinic=${clinicId}`} target="_blank" rel="noopener" data-testid="match-register">
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            </Text>
          </>
        )}
        {confirming ? null : (
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="match-close">
              <FormattedMessage id="common.close" />
            </Button>
          </Group>
        )}
      </Stack>
    </Dialog>
  );
}

/** The search, starting from the one last sent (the ID number the kiosk took, at first). */
function SearchForm({ machine, query, busy }: { machine: ArrivalsActorRef; query: string; busy: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState(query);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      wrap="nowrap"
      onSubmit={(e) => {
        e.preventDefault();
        machine.send({ type: 'user.search', query: text });
      }}
    >
      <TextInput label={intl.formatMessage({ id: 'patients.arrivals.search' })} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={100} style={{ flex: 1 }} data-testid="match-search" />
      <Button type="submit" variant="light" disabled={busy} data-testid="match-search-go">
        <FormattedMessage id="patients.arrivals.find" />
      </Button>
    </Group>
  );
}

/** The patients the search found, each to pick; none found says so. */
function Results({ results, machine }: { results: PatientListItem[]; machine: ArrivalsActorRef }) {
  const lang = useLanguage();
  if (results.length === 0) {
    return (
      <Text c="dimmed" data-testid="match-none">
        <FormattedMessage id="patients.arrivals.noPatient" />
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="match-results">
      {results.map((p) => (
        <Card key={p.id} withBorder radius="md" p="xs" data-testid="match-result" data-patient={p.id}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {personName(p, lang)}
              </Text>
              <Text size="sm" c="dimmed">
                {p.id_number ? <FormattedMessage id="patients.idNumber" values={{ n: p.id_number }} /> : null}
                {p.id_number ? ' · ' : null}
                <AgeAndGender patient={p} />
              </Text>
            </Stack>
            <Button variant="light" onClick={() => machine.send({ type: 'user.choose', patient: p })} data-testid="match-choose">
              <FormattedMessage id="patients.arrivals.choose" />
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
