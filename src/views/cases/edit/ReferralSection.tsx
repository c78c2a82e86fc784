import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { pickLocalized } from '../../../protocol/common';
import { CASE_TEXT_MAX, type Case, type ServiceRequest } from '../../../protocol/cases';
import { useRuntime } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { CaseSection, NoneYet, REFERRAL_STATUS_COLOR, REFERRAL_STATUS_LABEL, useCommand, useMay } from '../case-view';

/** Referrals to a service: refer (from the static services list), and record how each went. */
export function ReferralSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  return (
    <CaseSection titleId="cases.referral.title" count={c.service_requests.length} testId="referral-section">
      <ReferralList actor={actor} shown={c} />
      <AddReferral actor={actor} />
    </CaseSection>
  );
}

/** The referrals, each with the moves the viewer may record on it now (none for a reader). */
export function ReferralList({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  if (c.service_requests.length === 0) return <NoneYet id="cases.referral.none" />;
  return (
    <>
      {c.service_requests.map((r) => (
        <ReferralRow key={r.id} actor={actor} request={r} />
      ))}
    </>
  );
}

const MOVES = [
  { type: 'fulfil_service_request', label: 'cases.referral.fulfil', color: 'green' },
  { type: 'fail_service_request', label: 'cases.referral.fail', color: 'orange' },
  { type: 'cancel_service_request', label: 'cases.referral.cancel', color: 'gray' },
  { type: 'reactivate_service_request', label: 'cases.referral.reactivate', color: 'blue' },
] as const;

function ReferralRow({ actor, request: r }: { actor: CaseActorRef; request: ServiceRequest }) {
  const lang = useLanguage();
  const move = useCommand(actor);
  const may = {
    fulfil_service_request: useMay(actor, { type: 'fulfil_service_request', id: r.id }),
    fail_service_request: useMay(actor, { type: 'fail_service_request', id: r.id }),
    cancel_service_request: useMay(actor, { type: 'cancel_service_request', id: r.id }),
    reactivate_service_request: useMay(actor, { type: 'reactivate_service_request', id: r.id }),
  };
  return (
    <Stack gap={4} data-testid="referral" data-status={r.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={500} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {pickLocalized(r.name, lang)}
        </Text>
        <Badge color={REFERRAL_STATUS_COLOR[r.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
          <FormattedMessage id={REFERRAL_STATUS_LABEL[r.status]} />
        </Badge>
      </Group>
      {r.note ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {r.note}
        </Text>
      ) : null}
      {MOVES.some((m) => may[m.type]) ? (
        <Group gap={4}>
          {MOVES.filter((m) => may[m.type]).map((m) => (
            <Button key={m.type} size="compact-sm" variant="light" color={m.color} loading={move.waiting} onClick={() => move.give({ type: m.type, id: r.id })} data-testid={m.type}>
              <FormattedMessage id={m.label} />
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

function AddReferral({ actor }: { actor: CaseActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const services = useSelector(useRuntime().statics, (s) => s.context.lists?.services ?? []);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const add = useCommand(actor, () => {
    setServiceId(null);
    setNote('');
  });
  return (
    <Stack gap="xs" data-testid="add-referral">
      <Select
        label={intl.formatMessage({ id: 'cases.referral.pick' })}
        placeholder={intl.formatMessage({ id: 'cases.referral.pickPlaceholder' })}
        data={services.map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }))}
        value={serviceId}
        onChange={setServiceId}
        searchable
        nothingFoundMessage={intl.formatMessage({ id: 'cases.lookup.none' })}
        data-testid="referral-pick"
      />
      {serviceId ? (
        <Group gap="xs" align="flex-end">
          <TextInput label={intl.formatMessage({ id: 'cases.referral.note' })} value={note} maxLength={CASE_TEXT_MAX} onChange={(e) => setNote(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button loading={add.waiting} onClick={() => add.give({ type: 'request_service', service_id: Number(serviceId), note: note.trim() || null })} data-testid="referral-add">
            <FormattedMessage id="cases.referral.add" />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
