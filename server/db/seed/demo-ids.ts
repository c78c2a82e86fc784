/**
 * Fixed ids of the demo cases and of the interview one of them starts from, shared by the demo
 * appointments (which record the case an activation opened) and the demo cases, so links stay
 * the same from one fresh database to the next.
 */
export const demoCaseId = (n: number) => `00000000-0000-4000-9300-${String(n).padStart(12, '0')}`;

/** A part of a demo case (lab test, file, diagnosis, …): case n, part k. */
export const demoPartId = (n: number, k: number) => `00000000-0000-4000-9400-${String(n).padStart(4, '0')}${String(k).padStart(8, '0')}`;

/** The demo patient's symptom-checker interview, shared with today's video consultation. */
export const DEMO_INTERVIEW_ID = 'demo-interview-0000000001';
