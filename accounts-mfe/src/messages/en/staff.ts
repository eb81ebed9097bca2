// accounts-mfe's words in English: the 'staff' part of its catalogue, what every staff page says
// (the frame, the staff bar, loading and failure, a lead's status, kind and mail). The staff
// area's words are the staff contract's (`frameWords` of @site/staff, which the API shares): this
// part declares them. The staff pages exist in English only: it has no Urdu (messages/ur.test.tsx
// checks that every part but the staff pages' has).
import { frameWords } from '@site/staff';
import { defineMessages } from '@/messages';

/** The 'staff' words (English only): `const t = useStaffMessages();`. */
export const useStaffMessages = defineMessages('staff', frameWords);
