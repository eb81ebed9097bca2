import { StaffFrame } from '@/components/staff-frame';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { LeadScreen } from '../features/lead-detail/components/lead-screen';

/**
 * /admin-jeansrecycle/leads/:kind/:id: one lead (staff only). Its document title stays "Lead":
 * a visitor's name never goes into the browser's history.
 */
export function LeadPage() {
  const t = useLeadMessages();
  return (
    <StaffFrame title={t.title}>
      <LeadScreen />
    </StaffFrame>
  );
}

export default LeadPage;
