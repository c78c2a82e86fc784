import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { ROUTES } from './routes';

/** True when `pathname` is a protected route (where a `?token=` authcode is honoured). */
export function matchesProtectedRoute(pathname: string): boolean {
  return ROUTES.some((r) => r.access === 'protected' && matchRoute(parse, r.path, pathname)[0]);
}
