// accounts-mfe's words in English: the 'staff-lead' part of its catalogue, a lead's page
// (`staffPages.lead`): the staff contract's `leadWords`. English only, like every staff page; the
// greeting and the e-mail's subject are in the lead's own language, for the lead.
import { leadWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff-lead' words (English only): `const t = useLeadMessages();`. */
export const useLeadMessages = defineMessages('staff-lead', leadWords);
