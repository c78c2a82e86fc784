import { Anchor, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { PageLoader } from '../shell/PageLoader';
import { CaseView } from './CaseView';
import { useCaseFlows, useCaseViewer } from './case-view';

/**
 * `/p/case/{id}`: one case, live. Its patient reads it in plain words (and shares it with a doctor
 * or withdraws it, and prints it); a doctor who opens it gets the view their relation gives them
 * (the edit view for the assignee of an active case). Anyone else sees "not found".
 */
export default function CasePage() {
  const [, params] = useRoute<{ id: string }>('/p/case/:id');
  const viewer = useCaseViewer();
  useCaseFlows();
  if (!viewer || !params) return <PageLoader />;
  return (
    <Stack gap="lg" maw={820} pb="xl">
      <Anchor component={Link} href={viewer.type === 'Patient' ? '/p/cases' : '/cases'} fw={500} w="fit-content" data-testid="case-back">
        <FormattedMessage id={viewer.type === 'Patient' ? 'cases.page.backPatient' : 'cases.page.backDoctor'} />
      </Anchor>
      <CaseView key={params.id} id={params.id} viewer={viewer} />
    </Stack>
  );
}
