import { Component, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { dropLoginShell } from '../../app/login-shell';

/**
 * Catches a screen that failed to load or render (SPEC §8: chunk loading failures show the
 * runtime's message) and offers a reload instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch() {
    dropLoginShell(); // the prerendered Login (index.html) must not hide the failure
  }

  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" title={<FormattedMessage id="shell.pageFailed" />} m="md">
        <Stack gap="sm">
          <Text size="sm">{this.state.error.message}</Text>
          <Button variant="light" color="red" onClick={() => location.reload()} w="fit-content">
            <FormattedMessage id="shell.reload" />
          </Button>
        </Stack>
      </Alert>
    );
  }
}
