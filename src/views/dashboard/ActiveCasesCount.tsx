import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useFlow } from '../actors';
import { useResource } from '../services/catalog-hooks';

/**
 * The doctor's cases that need them: how many are active, live (a case opened or closed anywhere
 * changes it). Shows nothing until it knows, and nothing if the count cannot be read.
 */
export function ActiveCasesCount() {
  const count = useResource<{ total: number }>(useFlow('caseCount'), { status: 'active' });
  if (count.face !== 'content' || !count.data) return null;
  return (
    <Badge size="lg" variant={count.data.total > 0 ? 'filled' : 'light'} tt="none" style={{ alignSelf: 'flex-start' }} data-testid="active-cases">
      <FormattedMessage id="dashboard.cases.active" values={{ count: count.data.total }} />
    </Badge>
  );
}
