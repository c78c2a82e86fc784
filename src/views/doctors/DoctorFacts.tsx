import type { ReactNode } from 'react';
import { Avatar, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { DoctorSummary } from '../../protocol/catalog';
import { Icon, type IconName } from '../shell/Icon';
import { useLanguage } from '../services/catalog-hooks';
import { fullName, languageList, yearsOfExperience } from './doctor-text';

function Fact({ icon, children, testId }: { icon: IconName; children: ReactNode; testId: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text component="span" c="dimmed" lh={0} mt={2}>
        <Icon name={icon} size={18} />
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** Experience, languages and clinics of a doctor, one line each with an icon. */
export function DoctorFacts({ doctor, withClinics = true }: { doctor: DoctorSummary; withClinics?: boolean }) {
  const lang = useLanguage();
  const intl = useIntl();
  const years = yearsOfExperience(doctor.experience_from);
  return (
    <>
      {years !== null ? (
        <Fact icon="briefcase" testId="doctor-experience">
          {years < 1 ? <FormattedMessage id="doctors.experienceNew" /> : <FormattedMessage id="doctors.experience" values={{ years }} />}
        </Fact>
      ) : null}
      {doctor.languages.length ? (
        <Fact icon="globe" testId="doctor-languages">
          <FormattedMessage id="doctors.languages" values={{ languages: languageList(intl, doctor.languages) }} />
        </Fact>
      ) : null}
      {withClinics && doctor.clinics.length ? (
        <Fact icon="clinic" testId="doctor-clinics">
          {doctor.clinics.map((c) => pickLocalized(c.name, lang)).join(', ')}
        </Fact>
      ) : null}
    </>
  );
}

/** The doctor's photo, or initials on the clinic colour when there is none. */
export function DoctorAvatar({ doctor, size }: { doctor: Pick<DoctorSummary, 'firstname' | 'lastname' | 'photo'>; size: number }) {
  const lang = useLanguage();
  const intl = useIntl();
  const name = fullName(doctor, lang);
  return (
    <Avatar src={doctor.photo} alt={intl.formatMessage({ id: 'doctor.photoAlt' }, { name })} size={size} radius={size} color="clinic">
      {pickLocalized(doctor.firstname, lang).slice(0, 1)}
      {pickLocalized(doctor.lastname, lang).slice(0, 1)}
    </Avatar>
  );
}
