/**
 * The interviews feature's public module: the symptom checker's interview routes (signed in, and
 * for guests under `/guest`), the symptom search, the finished-interview hook, and a finished
 * interview's findings (a case opened for its appointment starts with them), how a result is stored,
 * and an interview started from a kiosk checkup (issue 17).
 */
export { default as interviewsRoutes, guestInterviewsRoutes } from './interviews.routes';
export { default as symptomsRoutes } from './symptoms.routes';
export { onInterviewFinished } from './interview-hooks';
export { finishedInterviewFindings } from './interview-findings';
export { storedResult } from './interview-result';
export { startCheckupInterview } from './interviews.service';
