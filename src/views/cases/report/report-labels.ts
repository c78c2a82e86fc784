import type { DrugRoute, ServiceRequestStatus } from '../../../protocol/cases';

/**
 * The messages of the report's coded values (written out, so the catalogue check sees every key
 * used). Routes and referral statuses are worded as a clinical document words them ("orally",
 * „აქტიური“), apart from the case screens' plainer words; diagnosis types are the screens' own.
 */

export const REFERRAL_STATUS_LABEL: Record<ServiceRequestStatus, string> = {
  active: 'cases.report.referral.active',
  fulfilled: 'cases.report.referral.fulfilled',
  failed: 'cases.report.referral.failed',
  cancelled: 'cases.report.referral.cancelled',
};

export const DRUG_ROUTE_LABEL: Record<DrugRoute, string> = {
  oral: 'cases.report.route.oral',
  sublingual: 'cases.report.route.sublingual',
  topical: 'cases.report.route.topical',
  inhaled: 'cases.report.route.inhaled',
  intranasal: 'cases.report.route.intranasal',
  eye: 'cases.report.route.eye',
  ear: 'cases.report.route.ear',
  rectal: 'cases.report.route.rectal',
  vaginal: 'cases.report.route.vaginal',
  intramuscular: 'cases.report.route.intramuscular',
  intravenous: 'cases.report.route.intravenous',
  subcutaneous: 'cases.report.route.subcutaneous',
  transdermal: 'cases.report.route.transdermal',
};
