import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * A failure is said once (issue 20): in the screen's own error card or line, with its reason, and
 * not also in the general alert over the page. Waits for the reason first: the alert, had it been
 * raised, would show by then (it loads the same error messages).
 */
export async function expectSaidOnce(place: HTMLElement, reason: string) {
  await waitFor(() => expect(place).toHaveTextContent(reason));
  // (An info alert, such as the page following the account's language at sign-in, may show.)
  expect(screen.queryAllByTestId('general-alert').filter((alert) => alert.dataset.kind === 'danger')).toEqual([]);
}
