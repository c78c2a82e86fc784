/**
 * The interviews feature's public module: the symptom checker's interview routes (signed in, and
 * for guests under `/guest`) and the symptom search.
 */
export { default as interviewsRoutes, guestInterviewsRoutes } from './interviews.routes';
export { default as symptomsRoutes } from './symptoms.routes';
export { onInterviewFinished } from './interview-hooks';
