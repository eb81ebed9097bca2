import type { LeadDetail } from '@site/staff';
import { useState } from 'react';
import { StaffApiError } from '@/lib/staff-api';
import { useStaffSession } from '@/lib/staff-session';
import { useLeadMessages } from '@/messages/en/staff-lead';

/**
 * A change to a lead (its status, a note, its mail sent again): POSTed with the session's CSRF
 * token; the API answers with the lead as it now is, which the page shows (`onChanged`). A
 * refusal is the API's message (a field's first, for a 422), else the page's own words.
 */
export function useLeadChange(onChanged: (lead: LeadDetail) => void) {
  const { request } = useStaffSession();
  const t = useLeadMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(path: string, body?: unknown): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      onChanged(await request<LeadDetail>(path, { method: 'POST', ...(body === undefined ? {} : { body }) }));
      return true;
    } catch (failure) {
      const api = failure instanceof StaffApiError ? failure : new StaffApiError(0, '');
      // A 401 ends the session: the frame is on its way to the sign-in page.
      if (api.status !== 401) setError(Object.values(api.errors)[0]?.[0] ?? (api.message || t.failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { change, busy, error };
}
