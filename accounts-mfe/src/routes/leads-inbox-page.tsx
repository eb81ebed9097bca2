import { StaffFrame } from '@/components/staff-frame';
import { useInboxMessages } from '@/messages/en/staff-inbox';
import { InboxScreen } from '../features/leads-inbox/components/inbox-screen';

/** /admin-jeansrecycle/leads: the leads inbox (staff only). */
export function LeadsInboxPage() {
  const t = useInboxMessages();
  return (
    <StaffFrame title={t.title}>
      <InboxScreen />
    </StaffFrame>
  );
}

export default LeadsInboxPage;
