// accounts-mfe's words in English: the 'staff-inbox' part of its catalogue, the leads inbox
// (`staffPages.inbox`): the staff contract's `inboxWords`. English only, like every staff page.
import { inboxWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff-inbox' words (English only): `const t = useInboxMessages();`. */
export const useInboxMessages = defineMessages('staff-inbox', inboxWords);
