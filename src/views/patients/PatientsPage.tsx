import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import type { PatientListItem } from '../../protocol/case-schemas';
import { patientPath } from '../../protocol/cases';
import { pickLocalized } from '../../protocol/common';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { personName, useViewer } from '../schedules/schedule-view';
import { PagedList } from './PagedList';
import { AgeAndGender } from './patient-facts';
import { SearchBox, useSearch } from './SearchBox';
import { OnlyFor } from '../shell/OnlyFor';
import { ArrivalsPanel } from './arrivals/ArrivalsPanel';

/** Patients per page. */
const PATIENTS_PAGE_SIZE = 20;

/**
 * /patients: a doctor's patients (those with a chat, appointment or case with them), or a clinic
 * operator's clinic patients, found by name or ID number; each opens the patient's page. An
 * operator also sees the kiosk records that arrived at their clinic (issue 17).
 */
export default function PatientsPage() {
  const viewer = useViewer();
  const search = useSearch();
  if (!viewer) return <PageLoader />;
  if (viewer.type === 'Patient') return <OnlyFor messageId="patients.staffOnly" testId="staff-only" />;
  const operator = viewer.type === 'ClinicOperator';
  return (
    <Stack gap="lg" maw={900} pb="xl">
      <PageHeading title={<FormattedMessage id="patients.title" />} intro={<FormattedMessage id={operator ? 'patients.intro.operator' : 'patients.intro.doctor'} />} />
      <SearchBox search={search} labelId="patients.search" placeholderId="patients.searchPlaceholder" />
      <PagedList<PatientListItem>
        flow="patientsList"
        params={{ q: search.query }}
        pageSize={PATIENTS_PAGE_SIZE}
        renderItem={(p) => <PatientRow key={p.id} patient={p} />}
        empty={
          search.query ? (
            <EmptyCard icon="search" titleId="patients.noMatch" textId="patients.noMatchText" testId="patients-empty" />
          ) : (
            <EmptyCard icon="patients" titleId="patients.empty" textId={operator ? 'patients.emptyText.operator' : 'patients.emptyText.doctor'} testId="patients-empty" />
          )
        }
        failedTitleId="patients.failed"
        moreId="patients.showMore"
        testId="patients-list"
      />
      {operator ? <ArrivalsPanel /> : null}
    </Stack>
  );
}

function PatientRow({ patient }: { patient: PatientListItem }) {
  const lang = useLanguage();
  return (
    <Card component={Link} href={patientPath(patient.id)} withBorder radius="md" p="sm" data-testid="patient-row" data-patient={patient.id}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={patient.photo} radius="xl" size={44} color="clinic" alt="">
          {pickLocalized(patient.firstname, lang).slice(0, 1)}
          {pickLocalized(patient.lastname, lang).slice(0, 1)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate data-testid="patient-name">
            {personName(patient, lang)}
          </Text>
          <Group gap="md" wrap="wrap">
            {patient.id_number ? (
              <Text size="sm" c="dimmed" data-testid="patient-id-number">
                <FormattedMessage id="patients.idNumber" values={{ n: patient.id_number }} />
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              <AgeAndGender patient={patient} />
            </Text>
          </Group>
          {patient.last_contact ? (
            <Text size="sm" c="dimmed" data-testid="patient-last-contact">
              <FormattedMessage id="patients.lastContact" values={{ date: formatDate(patient.last_contact, 'D MMMM YYYY', lang) }} />
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
