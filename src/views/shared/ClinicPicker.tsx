import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ClinicSummary } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';

/**
 * Which of a person's clinics a page is about (an administrator of several on /cadmin, an
 * operator at several desks on /patient/register): the clinics by name, from the public list;
 * `numberId` names one whose name has not arrived ("Clinic {id}").
 */
export function ClinicPicker({ clinics, value, onChange, labelId, numberId, testId }: { clinics: number[]; value: number; onChange(id: number): void; labelId: string; numberId: string; testId: string }) {
  const intl = useIntl();
  const lang = useLanguage();
  const names = useResource<ClinicSummary[]>(useFlow('clinics'), {});
  const nameOf = (id: number) => {
    const clinic = names.data?.find((c) => c.id === id);
    return clinic ? pickLocalized(clinic.name, lang) : intl.formatMessage({ id: numberId }, { id });
  };
  return (
    <Select
      label={intl.formatMessage({ id: labelId })}
      data={clinics.map((id) => ({ value: String(id), label: nameOf(id) }))}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      size="md"
      maw={420}
      data-testid={testId}
    />
  );
}
