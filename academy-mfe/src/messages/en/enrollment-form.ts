// The enrollment form's texts (its words, the messages of its fields and its answers) are the
// leads contract's, in English and in Urdu (@site/leads). A part of academy's catalogue like any
// other: an English page carries only the English, an Urdu page loads the Urdu with the form.
import { enrollmentText } from '@site/leads';
import { defineMessages } from '@/messages';

/** The form's texts in the page's language: `const text = useEnrollmentFormMessages();`. */
export const useEnrollmentFormMessages = defineMessages('enrollment-form', enrollmentText, {
  ur: () => import(/* webpackChunkName: "messages-ur-enrollment-form" */ '../ur/enrollment-form'),
});
