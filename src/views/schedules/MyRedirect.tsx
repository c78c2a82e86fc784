import { Redirect } from 'wouter';

/** /my opens the doctor's schedule (issue 12). */
export default function MyRedirect() {
  return <Redirect to="/my/schedule" replace />;
}
