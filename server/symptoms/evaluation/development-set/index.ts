import type { Vignette } from '../types';
import { vignettesOf } from '../evaluation-set';
import { ANSWERS } from './answers';
import { CASES } from './cases';

/** The development set as vignettes. */
export const DEVELOPMENT_SET: Vignette[] = vignettesOf(CASES, ANSWERS);
