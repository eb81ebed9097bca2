import type { OnDemandMode } from '../lib/login-mode';
import { ForgotForm } from './forgot-form';
import { LinkPage } from './link-page';

/** The part of /login's other states (state-part.tsx): the reset request, or a link's page. */
export function StatePage({ mode }: { mode: OnDemandMode }) {
  return mode === 'forgot' ? <ForgotForm /> : <LinkPage mode={mode} />;
}
