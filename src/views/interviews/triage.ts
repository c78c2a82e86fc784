import type { TriageLevel } from '../../protocol/interviews';
import type { IconName } from '../shell/Icon';

/** How each triage level is shown: its colour, icon and whether it needs an emergency call button. */
export const TRIAGE_LOOK: Record<TriageLevel, { color: string; icon: IconName; call: boolean }> = {
  emergency_ambulance: { color: 'red', icon: 'phone', call: true },
  emergency: { color: 'red', icon: 'alert', call: false },
  consultation_24: { color: 'orange', icon: 'clock', call: false },
  consultation: { color: 'blue', icon: 'stethoscope', call: false },
  self_care: { color: 'teal', icon: 'home', call: false },
};

/** The emergency number in Georgia (and across Europe). */
export const EMERGENCY_NUMBER = '112';

/** How an interview's date is shown in lists and results. */
export const DATE_TIME_FORMAT = 'D MMMM YYYY, HH:mm';
