// The project-request form's texts (its words, the messages of its fields and its answers) are the
// leads contract's, in English and in Urdu (@site/leads). A part of marketing's catalogue like any
// other: an English page carries only the English, an Urdu page loads the Urdu with the form.
import { projectRequestText } from '@site/leads';
import { defineMessages } from '@/messages';

/** The form's texts in the page's language: `const text = useProjectRequestFormMessages();`. */
export const useProjectRequestFormMessages = defineMessages('project-request-form', projectRequestText, {
  ur: () => import(/* webpackChunkName: "messages-ur-project-request-form" */ '../ur/project-request-form'),
});
