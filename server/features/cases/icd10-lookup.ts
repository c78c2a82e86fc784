/**
 * The one seam between cases and the shipped ICD-10 list: a diagnosis's code is checked (and
 * named) here, so the list can change without the cases feature knowing its shape.
 */
export { findIcd10 } from '../../catalog/icd10';
