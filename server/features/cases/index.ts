/**
 * The cases feature's public module: its routes; reading one case with the clinical-access check
 * (the report) and listing cases for a viewer (the patient page); the projection and stream name
 * (rebuilds, benches); the service; the hook appointments call on activation; and the writer of
 * demo histories.
 */
export { default as casesRoutes } from './cases.routes';
export { readCase, caseNotFound } from './cases.access';
export { listCases, caseListItemFor } from './cases.list';
export { caseProjection, caseStream } from './cases.projection';
export { casesService, staleCase, type CasesService } from './cases.service';
export { openCaseForSchedule, type OpenRequest } from './cases.open';
export { caseHistory } from './cases.history';
export { symptomName } from './cases.state';
export { writeCaseHistory, type CaseHistoryStep } from './cases.write-history';
export { decide as decideCase, type CaseCommand, type CaseDecideContext } from './cases.decider';
