import { Badge, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { CASE_TAB_FORMAT, formatDate } from '../../i18n/dates';
import type { CaseListItem } from '../../protocol/case-schemas';
import type { CaseStatus } from '../../protocol/cases';
import { pickLocalized, type Language } from '../../protocol/common';

/** Cases per page of a list: a screenful on a desktop, a few scrolls on a phone. */
export const CASES_PAGE_SIZE = 20;

/** A case's date as SPEC §9 writes it ('DD MMMM YYYY', month names in the person's language). */
export const caseDate = (iso: string, lang: Language) => formatDate(iso, CASE_TAB_FORMAT, lang);

/** The status as staff read it (written out, so the catalogue check sees every key used). */
export const CASE_STATUS_LABEL: Record<CaseStatus, string> = {
  active: 'cases.status.active',
  completed: 'cases.status.completed',
  cancelled: 'cases.status.cancelled',
};

/** Status colours mean the same everywhere: an open case is the primary colour, a closed one calm, a cancelled one red. */
const STATUS_COLOR: Record<CaseStatus, string> = { active: 'clinic', completed: 'gray', cancelled: 'red' };

/** The status of a case as a badge; `labels` chooses the staff wording or the patient's plain one. */
export function CaseStatusBadge({ status, labels = CASE_STATUS_LABEL }: { status: CaseStatus; labels?: Record<CaseStatus, string> }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'active' ? 'light' : 'outline'} tt="none" style={{ flexShrink: 0 }} data-testid="case-status" data-status={status}>
      <FormattedMessage id={labels[status]} />
    </Badge>
  );
}

/**
 * A list item's main diagnosis with its ICD-10 code, and whether it is still preliminary; a case
 * without one says so. Never shown for a summary (an operator's list has no diagnosis).
 */
export function MainDiagnosis({ diagnosis, lang }: { diagnosis: CaseListItem['diagnosis']; lang: Language }) {
  if (!diagnosis) {
    return (
      <Text size="sm" c="dimmed" data-testid="case-diagnosis">
        <FormattedMessage id="cases.list.noDiagnosis" />
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="case-diagnosis">
      {diagnosis.code ? (
        <Text span fw={600} ff="monospace" mr={6}>
          {diagnosis.code}
        </Text>
      ) : null}
      {pickLocalized(diagnosis.name, lang)}
      {diagnosis.type === 'preliminary' ? (
        <Text span c="dimmed">
          {' '}
          (<FormattedMessage id="cases.list.preliminary" />)
        </Text>
      ) : null}
    </Text>
  );
}
