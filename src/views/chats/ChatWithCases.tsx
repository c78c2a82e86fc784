import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Drawer, Skeleton, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserType } from '../../protocol/user';
import { QuietBoundary } from '../shell/QuietBoundary';
import classes from './chat.module.css';

/** The case panel is its own chunk: only a doctor's patient chat loads it. */
const CasePanel = lazy(() => import('../cases/CasePanel'));

/** Wide enough for the chat and the case panel side by side (the panel is 480 px). */
const SIDE_BY_SIDE = '(min-width: 1200px)';

function Panel({ patientId, viewer }: { patientId: string; viewer: { id: string; type: UserType } }) {
  return (
    <QuietBoundary resetKey={patientId}>
      <Suspense
        fallback={
          <Stack gap="sm" data-testid="case-panel-loading">
            <Skeleton height={36} />
            <Skeleton height={160} radius="lg" />
          </Stack>
        }
      >
        <CasePanel patientId={patientId} viewer={viewer} />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * SPEC §2: a patient–doctor chat with the case panel for the doctor: a column beside the chat on
 * wide screens; on phones and tablets a full sheet opened from the chat header's "Cases" button,
 * kept mounted while closed so what the doctor typed in a case survives a look back at the chat.
 * `room` draws the chat with the header button it is given (null when the column shows).
 */
export function ChatWithCases({ patientId, viewer, room }: { patientId: string; viewer: { id: string; type: UserType }; room(casesButton: ReactNode): ReactNode }) {
  const intl = useIntl();
  const wide = useMediaQuery(SIDE_BY_SIDE, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery('(max-width: 640px)', false, { getInitialValueInEffect: false });
  const [open, sheet] = useDisclosure(false);
  if (wide) {
    return (
      <div className={classes.withCases}>
        {room(null)}
        <aside className={classes.casesColumn} aria-label={intl.formatMessage({ id: 'cases.title' })} data-testid="case-column">
          <Panel patientId={patientId} viewer={viewer} />
        </aside>
      </div>
    );
  }
  const button = (
    <Button size="sm" variant="light" onClick={sheet.open} aria-expanded={open} data-testid="open-cases">
      <FormattedMessage id="cases.panel.open" />
    </Button>
  );
  return (
    <>
      {room(button)}
      <Drawer opened={open} onClose={sheet.close} position="right" size={phone ? '100%' : 'xl'} keepMounted title={intl.formatMessage({ id: 'cases.panel.sheetTitle' })} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }} data-testid="case-sheet">
        <Panel patientId={patientId} viewer={viewer} />
      </Drawer>
    </>
  );
}
