import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { CaseListItem } from '../../protocol/case-schemas';
import { casePath, patientPath } from '../../protocol/cases';
import { pickLocalized } from '../../protocol/common';
import { useLanguage } from '../services/catalog-hooks';
import { personName } from '../schedules/schedule-view';
import { caseDate, CaseStatusBadge, MainDiagnosis } from './case-parts';

/**
 * One case in a staff list (/cases, a patient's page): the patient (unless the list is theirs
 * already), the case date, the service, the main diagnosis with its ICD-10 code and the status;
 * the doctor when it is someone else's (a case shared with the viewer, or any case an operator
 * sees). A case the viewer may read opens at its page; an operator's summary (no clinical
 * content) opens the patient's page instead, or nothing when that is the page already.
 */
export function CaseRow({ item, viewerId, withPatient = true, highlighted = false }: { item: CaseListItem; viewerId: string; withPatient?: boolean; highlighted?: boolean }) {
  const lang = useLanguage();
  const href = item.summary_only ? (withPatient ? patientPath(item.patient_id) : null) : casePath(item.id);
  const content = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: 1 }}>
        {withPatient ? (
          <Avatar src={item.patient.photo} radius="xl" size={44} color="clinic" alt="">
            {pickLocalized(item.patient.firstname, lang).slice(0, 1)}
            {pickLocalized(item.patient.lastname, lang).slice(0, 1)}
          </Avatar>
        ) : null}
        <Stack gap={2} miw={0}>
          {withPatient ? (
            <Text fw={600} truncate data-testid="case-patient">
              {personName(item.patient, lang)}
            </Text>
          ) : null}
          <Text size="sm" fw={withPatient ? 400 : 600} data-testid="case-date">
            {caseDate(item.start_time, lang)}
            {item.service_name ? (
              <Text span c="dimmed">
                {' · '}
                {pickLocalized(item.service_name, lang)}
              </Text>
            ) : null}
          </Text>
          {item.summary_only ? null : <MainDiagnosis diagnosis={item.diagnosis} lang={lang} />}
          {item.assignee_id !== viewerId ? (
            <Text size="sm" c="dimmed" data-testid="case-doctor">
              <FormattedMessage id="cases.list.doctor" values={{ name: personName(item.assignee, lang) }} />
            </Text>
          ) : null}
        </Stack>
      </Group>
      <CaseStatusBadge status={item.status} />
    </Group>
  );
  const look = { withBorder: true, radius: 'md', p: 'sm', bg: highlighted ? 'clinic.0' : undefined, 'data-testid': 'case-row', 'data-case': item.id, 'data-highlighted': highlighted || undefined } as const;
  return href ? (
    <Card component={Link} href={href} {...look}>
      {content}
    </Card>
  ) : (
    <Card {...look}>{content}</Card>
  );
}
