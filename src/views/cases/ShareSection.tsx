import { Button, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { CaseActorRef } from '../../machines/cases/case.machine';
import { viewerMay } from '../../machines/cases/case-rules';
import type { DoctorSummary } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import type { Case, CasePerson } from '../../protocol/cases';
import { useFlow } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { CaseSection, NoneYet, personName, useCommand, useMay } from './case-view';
import { Lookup } from './Lookup';

/**
 * The doctors who read the case besides its doctor: the patient (from /p/case/{id}) or the assignee
 * shares it with a colleague found in the doctors directory, and withdraws it.
 */
export function ShareSection({ actor, shown: c, viewerId }: { actor: CaseActorRef; shown: Case; viewerId: string }) {
  const lang = useLanguage();
  const share = useCommand(actor);
  const doctors = useFlow('doctorLookup');
  const mayShare = viewerMay(c, viewerId, 'share');
  const patient = c.patient_id === viewerId;
  const taken = (id: string) => id === c.assignee_id || c.shared_with.some((d) => d.id === id);
  return (
    <CaseSection titleId={patient ? 'cases.share.titlePatient' : 'cases.share.title'} count={c.shared_with.length} testId="share-section">
      <Text size="sm" c="dimmed">
        <FormattedMessage id={patient ? 'cases.share.introPatient' : 'cases.share.intro'} />
      </Text>
      {c.shared_with.length === 0 ? <NoneYet id="cases.share.none" /> : c.shared_with.map((d) => <SharedWith key={d.id} actor={actor} doctor={d} />)}
      {mayShare ? (
        <Lookup<DoctorSummary>
          machine={doctors}
          labelId="cases.share.search"
          placeholderId="cases.share.searchPlaceholder"
          testId="doctor-search"
          renderItem={(d, clear) => (
            <Group key={d.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="doctor-option">
              <Text size="sm" miw={0}>
                {personName(d, lang)}
                {d.speciality ? (
                  <Text span size="xs" c="dimmed">
                    {` · ${pickLocalized(d.speciality.name, lang)}`}
                  </Text>
                ) : null}
              </Text>
              {taken(d.id) ? null : (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={share.waiting}
                  onClick={() => {
                    share.give({ type: 'share', doctor_id: d.id });
                    clear();
                  }}
                  data-testid="share-with"
                >
                  <FormattedMessage id="cases.share.action" />
                </Button>
              )}
            </Group>
          )}
        />
      ) : null}
    </CaseSection>
  );
}

function SharedWith({ actor, doctor }: { actor: CaseActorRef; doctor: CasePerson }) {
  const lang = useLanguage();
  const unshare = useCommand(actor);
  const may = useMay(actor, { type: 'unshare', doctor_id: doctor.id });
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="shared-with">
      <Text size="sm">{personName(doctor, lang)}</Text>
      {may ? (
        <Button size="compact-sm" variant="subtle" color="red" loading={unshare.waiting} onClick={() => unshare.give({ type: 'unshare', doctor_id: doctor.id })} data-testid="unshare">
          <FormattedMessage id="cases.share.withdraw" />
        </Button>
      ) : null}
    </Group>
  );
}

/** Whether the viewer may see the sharing part at all: who may share or withdraw, and anyone when it is shared. */
export function showsSharing(c: Case, viewerId: string): boolean {
  return viewerMay(c, viewerId, 'share') || viewerMay(c, viewerId, 'unshare');
}
