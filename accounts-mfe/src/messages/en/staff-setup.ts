// accounts-mfe's words in English: the 'staff-setup' part of its catalogue, the one-time link's
// page (`staffPages.setup`): the staff contract's `setupWords`. English only, like every staff page.
import { setupWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff-setup' words (English only): `const t = useSetupMessages();`. */
export const useSetupMessages = defineMessages('staff-setup', setupWords);
