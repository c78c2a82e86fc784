import type { ReactNode } from 'react';
import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { administeredClinicIds } from '../../protocol/clinic-admin';
import type { ClinicSummary } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
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
  if (!clinics) return <PageLoader />;
  if (clinics.length === 0) return <OnlyFor messageId="cadmin.adminOnly" testId="cadmin-only" />;
  const asked = Number(search.get('clinic'));
  const clinicId = clinics.includes(asked) ? asked : clinics[0];
  const query = clinics.length > 1 ? `?clinic=${clinicId}` : '';
  return (
    <Stack gap="lg" maw={1000} pb="xl">
      <PageHeading title={<FormattedMessage id="nav.clinicAdmin" />} intro={intro} />
      {clinics.length > 1 ? <ClinicPicker clinics={clinics} value={clinicId} section={section} /> : null}
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

/** Which of the clinics the person administers the page is about. */
function ClinicPicker({ clinics, value, section }: { clinics: number[]; value: number; section: CadminSection }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [, navigate] = useLocation();
  const names = useResource<ClinicSummary[]>(useFlow('clinics'), {});
  const nameOf = (id: number) => {
    const clinic = names.data?.find((c) => c.id === id);
    return clinic ? pickLocalized(clinic.name, lang) : intl.formatMessage({ id: 'cadmin.clinicNumber' }, { id });
  };
  const path = SECTIONS.find((s) => s.key === section)!.path;
  return (
    <Select
      label={intl.formatMessage({ id: 'cadmin.clinic.label' })}
      data={clinics.map((id) => ({ value: String(id), label: nameOf(id) }))}
      value={String(value)}
      onChange={(v) => v && navigate(`${path}?clinic=${v}`)}
      allowDeselect={false}
      size="md"
      maw={420}
      data-testid="cadmin-clinic"
    />
  );
}
