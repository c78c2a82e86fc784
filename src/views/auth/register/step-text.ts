import type { Step } from '../../../machines/registration/registration.rules';

/** Message ids of each wizard step: its short stepper label and its heading. */
export const STEP_TEXT: Record<Step, { label: string; heading: string }> = {
  names: { label: 'register.step.names', heading: 'register.heading.names' },
  details: { label: 'register.step.details', heading: 'register.heading.details' },
  contact: { label: 'register.step.contact', heading: 'register.heading.contact' },
  confirm: { label: 'register.step.confirm', heading: 'register.heading.confirm' },
};
