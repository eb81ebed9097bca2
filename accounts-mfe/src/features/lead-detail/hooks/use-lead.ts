import { staffApi, type LeadDetail, type LeadKindName } from '@site/staff';
import { useState } from 'react';
import { useStaffSession } from '@/lib/staff-session';
import { useStaffResource } from '@/lib/use-staff-resource';

/**
 * One lead from the API, with `reload` for a change made through another path (Enroll as student:
 * the API set the lead's status too), which the page shows without a reload of its own.
 * `version` counts those loads, so that a panel holding a draft of the lead (the status) starts
 * afresh from it.
 */
export function useLead(kind: LeadKindName, id: number) {
  const { request } = useStaffSession();
  const { loaded, retry, replace } = useStaffResource<LeadDetail>(staffApi.lead(kind, id));
  const [version, setVersion] = useState(0);
  const reload = () => {
    request<LeadDetail>(staffApi.lead(kind, id)).then(
      (next) => {
        replace(next);
        setVersion((n) => n + 1);
      },
      () => undefined,
    );
  };
  return { loaded, retry, replace, reload, version };
}
