import { Pagination, type PaginationProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The names of Pagination's arrow controls. */
const CONTROL_LABEL = {
  first: 'pagination.first',
  previous: 'pagination.previous',
  next: 'pagination.next',
  last: 'pagination.last',
} as const;

/**
 * Mantine's Pagination with its arrow controls named in the person's language ("Previous page"):
 * they are icons, and unnamed they are buttons a screen reader calls just "button". The page
 * numbers are named by the number they show. The texts are the `pagination` message area, which
 * the routes that show it load.
 */
export function PageControls(props: PaginationProps) {
  const intl = useIntl();
  return <Pagination {...props} getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: CONTROL_LABEL[control] }) })} />;
}
