// The signed-in staff member and requests made with their session, for the staff pages under
// the staff frame (src/components/staff-frame.tsx, which checks the session and provides this).
import type { Me } from '@site/staff';
import { createContext, useContext } from 'react';
import type { StaffRequestOptions } from './staff-api';

export interface StaffSession {
  me: Me;
  /**
   * A request to the staff API with the session: a change (POST, DELETE) sends its CSRF token. A
   * 401 ends the session on this page (to the sign-in page, which comes back here) and rejects.
   */
  request<T>(path: string, options?: Omit<StaffRequestOptions, 'csrfToken'>): Promise<T>;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession: render inside the staff frame (StaffFrame).');
  return session;
}
