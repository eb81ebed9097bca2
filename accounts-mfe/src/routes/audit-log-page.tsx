import { StaffFrame } from '@/components/staff-frame';
import { useAuditMessages } from '@/messages/en/staff-audit';
import { AuditScreen } from '../features/audit-log/components/audit-screen';

/** /admin-jeansrecycle/audit: the audit log (admins; staff are told it is for admins). */
export function AuditLogPage() {
  const t = useAuditMessages();
  return (
    <StaffFrame title={t.title}>
      <AuditScreen />
    </StaffFrame>
  );
}

export default AuditLogPage;
