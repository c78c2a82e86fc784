/** The case report's public module: the route that renders a case as a PDF. */
export { default as caseReportRoutes } from './case-report.routes';
