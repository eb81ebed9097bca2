// accounts-mfe's words in English: the 'staff-audit' part of its catalogue, the audit log
// (`staffPages.audit`, admins only): the staff contract's `auditWords`. English only, like every
// staff page.
import { auditWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff-audit' words (English only): `const t = useAuditMessages();`. */
export const useAuditMessages = defineMessages('staff-audit', auditWords);
