import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { STEPS, type Step } from '../../../machines/registration/registration.rules';
import { STEP_TEXT } from './step-text';

/**
 * The four steps at the top. On a phone only the numbered circles show (each step's own heading
 * names it); wider, each has its short label.
 */
export function WizardStepper({ step }: { step: Step }) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const active = STEPS.indexOf(step);
  return (
    <Stepper active={active} size="xs" iconSize={32} allowNextStepsSelect={false} aria-hidden={!wide || undefined} data-testid="register-stepper">
      {STEPS.map((s) => (
        <Stepper.Step key={s} label={wide ? intl.formatMessage({ id: STEP_TEXT[s].label }) : undefined} />
      ))}
    </Stepper>
  );
}
