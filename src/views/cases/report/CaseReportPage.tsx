import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { formatDate } from '../../../i18n/dates';
import { errorMessageId } from '../../../i18n/messages';
import { casePath } from '../../../protocol/cases';
import { pickLocalized } from '../../../protocol/common';
import { useFlow } from '../../actors';
import { useLanguage, useResource } from '../../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../../services/CatalogStates';
import { PageLoader } from '../../shell/PageLoader';
import { personName } from '../../schedules/schedule-view';
import { caseDate, CASE_STATUS_LABEL } from '../../patients/case-parts';
import { AgeAndGender } from '../../patients/patient-facts';
import classes from './report.module.css';
import type { CaseReportData } from './report-data';
import { ReportParts } from './ReportParts';

/** /cases/{id}/report (blank layout): the printable report of a case, for whoever may read the case. */
export default function CaseReportPage() {
  const [, params] = useRoute<{ id: string }>('/cases/:id/report');
  if (!params) return <PageLoader />;
  return <Report key={params.id} id={params.id} />;
}

function Report({ id }: { id: string }) {
  const lang = useLanguage();
  const report = useResource<CaseReportData>(useFlow('caseReport'), { id });
  const data = report.data;
  return (
    <div className={classes.page}>
      <div className={classes.toolbar} data-testid="report-toolbar">
        <Anchor component={Link} href={casePath(id)} fw={500} data-testid="report-back">
          <FormattedMessage id="cases.report.back" />
        </Anchor>
        {report.face === 'content' && data ? (
          <Group gap="sm">
            <Button size="md" onClick={() => window.print()} data-testid="report-print">
              <FormattedMessage id="cases.report.print" />
            </Button>
            <Button size="md" variant="light" component="a" href={data.pdf[lang]} download={`case-${id}.pdf`} data-testid="report-pdf">
              <FormattedMessage id="cases.report.pdf" />
            </Button>
          </Group>
        ) : null}
      </div>
      {report.face === 'loading' ? (
        <Stack gap="md" data-testid="report-loading">
          <Skeleton height={80} />
          <Skeleton height={400} />
        </Stack>
      ) : null}
      {report.face === 'notFound' ? <EmptyCard icon="cases" titleId="cases.report.notFound.title" textId="cases.report.notFound.text" testId="report-not-found" /> : null}
      {/* No right to the case's content (an operator: 403): saying why beats a retry that cannot help. */}
      {report.face === 'failed' && report.error?.status === 403 ? (
        <EmptyCard icon="shield" titleId="cases.report.forbidden" textId={errorMessageId(report.error.code)} testId="report-forbidden" />
      ) : null}
      {report.face === 'failed' && report.error?.status !== 403 ? <ErrorCard titleId="cases.report.failed" error={report.error} onRetry={report.retry} /> : null}
      {report.face === 'content' && data ? <Sheet data={data} /> : null}
    </div>
  );
}

/** The report itself: the clinic's header, who and when, every part of the case, and the signature line. */
function Sheet({ data }: { data: CaseReportData }) {
  const lang = useLanguage();
  const c = data.case;
  const clinicName = pickLocalized(data.clinic?.name ?? c.clinic.name, lang);
  const address = data.clinic ? pickLocalized(data.clinic.address, lang) : '';
  const doctor = personName(c.assignee, lang);
  return (
    <article className={classes.sheet} data-testid="report-sheet" lang={lang}>
      <header className={classes.header}>
        <div className={classes.brand}>
          {data.clinic?.logo ? <img className={classes.logo} src={data.clinic.logo} alt="" data-testid="report-logo" /> : null}
          <div className={classes.brandText}>
            <div className={classes.clinicName} data-testid="report-clinic">
              {clinicName}
            </div>
            {address ? <div>{address}</div> : null}
            {data.clinic?.phones.length ? <div>{data.clinic.phones.join(', ')}</div> : null}
          </div>
        </div>
        <div className={classes.titleBlock}>
          <h1 className={classes.title}>
            <FormattedMessage id="cases.report.title" />
          </h1>
          <div className={classes.small}>
            <FormattedMessage id="cases.report.printed" values={{ date: formatDate(new Date(), 'DD.MM.YYYY HH:mm', lang) }} />
          </div>
        </div>
      </header>
      <dl className={classes.facts} data-testid="report-facts">
        <dt>
          <FormattedMessage id="cases.report.patient" />
        </dt>
        <dd data-testid="report-patient">
          {personName(c.patient, lang)}
          {c.patient.birthdate ? (
            <>
              {', '}
              <FormattedMessage id="cases.report.born" values={{ date: formatDate(c.patient.birthdate, 'DD.MM.YYYY', lang) }} />
            </>
          ) : null}
          {c.patient.birthdate || c.patient.gender ? ' · ' : null}
          <AgeAndGender patient={c.patient} />
        </dd>
        <dt>
          <FormattedMessage id="cases.report.doctor" />
        </dt>
        <dd data-testid="report-doctor">{doctor}</dd>
        {c.service_name ? (
          <>
            <dt>
              <FormattedMessage id="cases.report.service" />
            </dt>
            <dd>{pickLocalized(c.service_name, lang)}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="cases.report.opened" />
        </dt>
        <dd data-testid="report-opened">{caseDate(c.start_time, lang)}</dd>
        <dt>
          <FormattedMessage id="cases.report.status" />
        </dt>
        <dd data-testid="report-status">
          <FormattedMessage id={CASE_STATUS_LABEL[c.status]} />
          {c.closed_at ? `, ${caseDate(c.closed_at, lang)}` : null}
          {c.status === 'cancelled' && c.cancel_reason ? ` — ${c.cancel_reason}` : null}
        </dd>
      </dl>
      <ReportParts c={c} lang={lang} />
      <footer className={classes.signature} data-testid="report-signature">
        <div>
          <div className={classes.line}>
            <FormattedMessage id="cases.report.signature" />
          </div>
          <div>{doctor}</div>
        </div>
        <div className={classes.line}>
          <FormattedMessage id="cases.report.stamp" />
        </div>
      </footer>
    </article>
  );
}
