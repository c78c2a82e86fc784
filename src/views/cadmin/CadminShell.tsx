import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { administeredClinicIds } from '../../protocol/clinic-admin';
import { useRuntime } from '../actors';
import { ClinicPicker } from '../shared/ClinicPicker';
import { OnlyFor } from '../shell/OnlyFor';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';

export type CadminSection = 'clinic' | 'doctors' | 'services';

const SECTIONS: { key: CadminSection; path: string; label: string }[] = [
  { key: 'clinic', path: '/cadmin', label: 'cadmin.tab.clinic' },
  { key: 'doctors', path: '/cadmin/doctors', label: 'cadmin.tab.doctors' },
  { key: 'services', path: '/cadmin/services', label: 'cadmin.tab.services' },
];

const NONE: number[] = [];

/** The clinics the signed-in person administers (src/protocol/clinic-admin.ts): null before the session is known. */
export function useAdministeredClinics(): number[] | null {
  return useSelector(useRuntime().session, (s) => {
    const user = s.context.user;
    if (!user) return null;
    const ids = administeredClinicIds(user);
    return ids.length === 0 ? NONE : ids;
  });
}

/**
 * The frame of the three clinic administration pages (issue 16): the rule of
 * src/protocol/clinic-admin.ts (anyone who administers no clinic sees whose page it is, and
 * nothing is asked of the server), the clinic being administered (a choice, kept in `?clinic=`,
 * for someone who administers several) and links between the three sections.
 */
export function CadminShell({ section, intro, children }: { section: CadminSection; intro: ReactNode; children: (clinicId: number) => ReactNode }) {
  const intl = useIntl();
  const clinics = useAdministeredClinics();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  if (!clinics) return <PageLoader />;
  if (clinics.length === 0) return <OnlyFor messageId="cadmin.adminOnly" testId="cadmin-only" />;
  const asked = Number(search.get('clinic'));
  const clinicId = clinics.includes(asked) ? asked : clinics[0];
  const query = clinics.length > 1 ? `?clinic=${clinicId}` : '';
  return (
    <Stack gap="lg" maw={1000} pb="xl">
      <PageHeading title={<FormattedMessage id="nav.clinicAdmin" />} intro={intro} />
      {clinics.length > 1 ? (
        <ClinicPicker
          clinics={clinics}
          value={clinicId}
          onChange={(id) => navigate(`${SECTIONS.find((s) => s.key === section)!.path}?clinic=${id}`)}
          labelId="cadmin.clinic.label"
          numberId="cadmin.clinicNumber"
          testId="cadmin-clinic"
        />
      ) : null}
      <Group gap="xs" component="nav" aria-label={intl.formatMessage({ id: 'cadmin.sections' })} data-testid="cadmin-sections" wrap="wrap">
        {SECTIONS.map((s) => (
          <Anchor
            key={s.key}
            component={Link}
            href={`${s.path}${query}`}
            aria-current={s.key === section ? 'page' : undefined}
            fw={s.key === section ? 700 : 500}
            underline={s.key === section ? 'always' : 'hover'}
            px="sm"
            py={6}
            data-testid={`cadmin-tab-${s.key}`}
          >
            <FormattedMessage id={s.label} />
          </Anchor>
        ))}
      </Group>
      {children(clinicId)}
    </Stack>
  );
}
