import { useEffect, useRef } from 'react';
import { Anchor, Card, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { CodeStep } from './register/CodeStep';
import { ContactStep } from './register/ContactStep';
import { DetailsStep } from './register/DetailsStep';
import { NamesStep } from './register/NamesStep';
import { UnknownIdentifierNotice } from './register/UnknownIdentifierNotice';
import { WizardStepper } from './register/WizardStepper';
import { currentStep, useRegistration } from './register/use-registration';
import { PageHeading } from '../shell/PageHeading';

const STEP_VIEWS = { names: NamesStep, details: DetailsStep, contact: ContactStep, confirm: CodeStep } as const;

/**
 * /register (SPEC §2): the four-step registration wizard. The ID comes from `?identifier=` or
 * from the identifier Login could not find (Login's redirect says so first); success signs the
 * person in and opens the Dashboard.
 */
export default function RegisterPage() {
  const actor = useRegistration();
  const step = useSelector(actor, currentStep);
  const moved = useRef(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(
    () => () => {
      // Runs when the step changes: from now on each new step takes the focus.
      moved.current = true;
    },
    [step],
  );
  const StepView = STEP_VIEWS[step];

  return (
    <Stack maw={560} mx="auto" gap="lg" pb="xl">
      <PageHeading title={<FormattedMessage id="register.title" />} intro={<FormattedMessage id="register.intro" />} />
      {/* Going on with the ID: the notice goes, and the focus to the step's first field. */}
      <UnknownIdentifierNotice actor={actor} onKeep={() => card.current?.querySelector<HTMLElement>('input')?.focus()} />
      <WizardStepper step={step} />
      <Card ref={card} withBorder radius="lg" padding="lg" data-testid={`register-step-${step}`}>
        <StepView key={step} actor={actor} movedRef={moved} />
      </Card>
      <Text ta="center" size="sm">
        <FormattedMessage id="register.haveAccount" />{' '}
        <Anchor component={Link} href="/" fw={500}>
          <FormattedMessage id="register.signIn" />
        </Anchor>
      </Text>
    </Stack>
  );
}
