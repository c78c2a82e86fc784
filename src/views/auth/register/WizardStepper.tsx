import { Box, CheckIcon, rem, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { STEPS, type Step } from '../../../machines/registration/registration.rules';
import { STEP_TEXT } from './step-text';

const classes = Stepper.classes;

/**
 * The four steps at the top: an ordered list with the current step marked `aria-current="step"`,
 * drawn with Mantine's Stepper styles. Mantine's own Stepper renders every marker as a <button>,
 * which these are not (the wizard moves only by Next and Back), so nothing here takes the focus
 * or is announced as a control. On a phone only the numbered circles show and the list is hidden
 * from screen readers (each step's "Step n of 4" and heading name it); wider, each has its label.
 */
export function WizardStepper({ step }: { step: Step }) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const active = STEPS.indexOf(step);
  return (
    <Box
      component="ol"
      className={`${classes.root} ${classes.steps}`}
      data-orientation="horizontal"
      data-wrap
      m={0}
      p={0}
      style={{ listStyle: 'none', '--stepper-icon-size': rem(32), '--stepper-fz': 'var(--mantine-font-size-xs)', '--stepper-spacing': 'var(--mantine-spacing-xs)' }}
      aria-label={intl.formatMessage({ id: 'register.steps' })}
      aria-hidden={!wide || undefined}
      data-testid="register-stepper"
    >
      {STEPS.map((s, i) => {
        const state = { 'data-progress': i === active || undefined, 'data-completed': i < active || undefined };
        const last = i === STEPS.length - 1;
        return (
          <Box component="li" key={s} display="flex" style={{ alignItems: 'center', flex: last ? '0 0 auto' : '1 1 auto' }} aria-current={i === active ? 'step' : undefined}>
            <span className={`${classes.step} ${classes['step--horizontal']}`} data-icon-position="left" {...state}>
              <span className={classes.stepWrapper}>
                <span className={classes.stepIcon} {...state}>
                  {i < active ? (
                    <span className={classes.stepCompletedIcon}>
                      <CheckIcon size="60%" />
                    </span>
                  ) : (
                    i + 1
                  )}
                </span>
              </span>
              {wide ? (
                <span className={classes.stepBody} data-orientation="horizontal" data-icon-position="left">
                  <span className={classes.stepLabel}>{intl.formatMessage({ id: STEP_TEXT[s].label })}</span>
                </span>
              ) : null}
            </span>
            {last ? null : <span className={classes.separator} data-orientation="horizontal" data-active={i < active || undefined} />}
          </Box>
        );
      })}
    </Box>
  );
}
