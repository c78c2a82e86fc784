import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import type { Case, CaseDiagnosis, CaseEvidence, Treatment } from '../../../protocol/cases';
import { pickLocalized, type Language } from '../../../protocol/common';
import { fileSize } from '../../chats/chat-format';
import { caseDate } from '../../patients/case-parts';
import classes from './report.module.css';
import { DIAGNOSIS_TYPE_LABEL } from '../case-view';
import { DRUG_ROUTE_LABEL, REFERRAL_STATUS_LABEL } from './report-labels';

/** How the report writes a calendar day (lab dates). */
const DAY_FORMAT = 'DD.MM.YYYY';

/** One part of the case under its heading (which never ends a printed page alone). */
function Part({ titleId, testId, children }: { titleId: string; testId: string; children: ReactNode }) {
  return (
    <section className={classes.section} data-testid={testId}>
      <h2>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

function Head({ ids }: { ids: string[] }) {
  return (
    <thead>
      <tr>
        {ids.map((id) => (
          <th key={id}>
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Featured complaints first, then what was found present, then what was ruled out. */
const evidenceOrder = (e: CaseEvidence) => (e.is_featured ? 0 : e.choice === 'present' ? 1 : 2);

/** Final diagnoses first, each kind in the order they were made. */
const diagnosisOrder = (a: CaseDiagnosis, b: CaseDiagnosis) => (a.type === b.type ? a.created_at.localeCompare(b.created_at) : a.type === 'final' ? -1 : 1);

/**
 * Every part of the case that has content, in the order a doctor reads a record: complaints and
 * findings, lab tests, diagnoses, treatment, referrals, related cases, files, the comment and the
 * conclusion (always shown: an open case says it has none yet).
 */
export function ReportParts({ c, lang }: { c: Case; lang: Language }) {
  const files = new Map(c.files.map((f) => [f.id, f]));
  return (
    <>
      {c.evidences.length ? (
        <Part titleId="cases.report.evidences" testId="report-evidences">
          <table className={classes.table}>
            <Head ids={['cases.report.col.symptom', 'cases.report.col.finding', 'cases.report.col.note']} />
            <tbody>
              {[...c.evidences].sort((a, b) => evidenceOrder(a) - evidenceOrder(b)).map((e) => (
                <tr key={e.id}>
                  <td>{pickLocalized(e.name, lang)}</td>
                  <td>
                    <FormattedMessage id={e.choice === 'present' ? 'cases.report.present' : 'cases.report.absent'} />
                  </td>
                  <td>
                    {e.is_featured ? <FormattedMessage id="cases.report.featured" /> : null}
                    {e.is_featured && e.is_initial ? ', ' : null}
                    {e.is_initial ? <FormattedMessage id="cases.report.initial" /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      ) : null}
      {c.labtests.length ? (
        <Part titleId="cases.report.labtests" testId="report-labtests">
          <table className={classes.table}>
            <Head ids={['cases.report.col.test', 'cases.report.col.result', 'cases.report.col.date']} />
            <tbody>
              {c.labtests.map((l) => (
                <tr key={l.id}>
                  <td>{pickLocalized(l.name, lang)}</td>
                  <td>
                    {l.result ? <p className={classes.text}>{l.result}</p> : null}
                    {l.file_id && files.has(l.file_id) ? <FormattedMessage id="cases.report.resultFile" values={{ name: files.get(l.file_id)!.name }} /> : null}
                    {!l.result && !(l.file_id && files.has(l.file_id)) ? <FormattedMessage id="cases.report.noResult" /> : null}
                  </td>
                  <td>{l.date ? formatDate(l.date, DAY_FORMAT, lang) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      ) : null}
      {c.diagnoses.length ? (
        <Part titleId="cases.report.diagnoses" testId="report-diagnoses">
          <table className={classes.table}>
            <Head ids={['cases.report.col.type', 'cases.report.col.icd', 'cases.report.col.diagnosis']} />
            <tbody>
              {[...c.diagnoses].sort(diagnosisOrder).map((d) => (
                <tr key={d.id}>
                  <td>
                    <FormattedMessage id={DIAGNOSIS_TYPE_LABEL[d.type]} />
                  </td>
                  <td className={classes.code}>{d.code ?? '—'}</td>
                  <td>
                    {pickLocalized(d.name, lang)}
                    {d.note ? <p className={classes.text}>{d.note}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      ) : null}
      {c.treatments.length ? (
        <Part titleId="cases.report.treatments" testId="report-treatments">
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {c.treatments.map((t) => (
              <li key={t.id} className={t.status === 'cancelled' ? classes.cancelled : undefined} data-testid="report-treatment">
                <TreatmentLine t={t} />
                {t.status === 'cancelled' ? (
                  <>
                    {' '}
                    (<FormattedMessage id="cases.report.treatmentCancelled" />)
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
      {c.service_requests.length ? (
        <Part titleId="cases.report.referrals" testId="report-referrals">
          <table className={classes.table}>
            <Head ids={['cases.report.col.service', 'cases.report.col.status', 'cases.report.col.note']} />
            <tbody>
              {c.service_requests.map((r) => (
                <tr key={r.id}>
                  <td>{pickLocalized(r.name, lang)}</td>
                  <td>
                    <FormattedMessage id={REFERRAL_STATUS_LABEL[r.status]} />
                  </td>
                  <td>{r.note ? <p className={classes.text}>{r.note}</p> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      ) : null}
      {c.references.length ? (
        <Part titleId="cases.report.references" testId="report-references">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {c.references.map((r) => (
              <li key={r.id}>
                {caseDate(r.start_time, lang)} — {pickLocalized(r.title, lang)}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {c.files.length ? (
        <Part titleId="cases.report.files" testId="report-files">
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {c.files.map((f) => (
              <li key={f.id}>
                {f.name} ({fileSize(f.size, lang)}, {formatDate(f.created_at, DAY_FORMAT, lang)})
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {c.comment.trim() ? (
        <Part titleId="cases.report.comment" testId="report-comment">
          <p className={classes.text}>{c.comment}</p>
        </Part>
      ) : null}
      <Part titleId="cases.report.conclusion" testId="report-conclusion">
        {c.conclusion.trim() ? (
          <p className={classes.text}>{c.conclusion}</p>
        ) : (
          <p className={classes.text}>
            <FormattedMessage id="cases.report.noConclusion" />
          </p>
        )}
      </Part>
    </>
  );
}

/** A drug as a prescription line ("Amoxicillin 500 mg, orally, 3 times a day, 7 days"), or a recommendation's text. */
function TreatmentLine({ t }: { t: Treatment }) {
  if (t.type === 'Drug' && t.drug) {
    const d = t.drug;
    return (
      <>
        <strong>{d.name}</strong> {d.dose}, <FormattedMessage id={DRUG_ROUTE_LABEL[d.route]} />, {d.frequency}, {d.duration}
      </>
    );
  }
  return <span className={classes.text}>{t.text}</span>;
}
