import { createContext, use } from 'react';
import { useIntl } from 'react-intl';

/** The message id of the current route's title, provided by the router. */
export const PageTitleContext = createContext<string>('app.name');

/** The current page's translated title. */
export function usePageTitle(): string {
  const intl = useIntl();
  return intl.formatMessage({ id: use(PageTitleContext) });
}
