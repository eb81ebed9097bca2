import { enLogin } from '@/messages/en/login';

/** The states of /login (`?mode=`; their texts are the catalogue's `login.modes`). */
export type { LoginMode } from '../lib/login-mode';

/** What the Confirm Password field says when the two passwords differ, in English. */
export const passwordMismatchMessage = enLogin.mismatch;
