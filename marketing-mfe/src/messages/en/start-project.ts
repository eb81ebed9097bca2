// The English words of the home page's start-project section (the form's words and answers are
// the leads contract's: ./project-request-form.ts). A part of marketing's catalogue in a module of
// its own; the Urdu is ../ur/start-project.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enStartProject = {
  eyebrow: 'Start a project',
  title: 'Start Your Project',
  description: "Tell us about your idea. We'll get back to you within 24 hours with next steps.",
  nextHeading: 'What happens next?',
  /** What happens after a request: each step's title and text, in order. */
  steps: {
    review: {
      title: 'We review your request',
      text: 'A project manager reads your details and replies within 24 hours.',
    },
    call: {
      title: 'Free consultation call',
      text: 'We discuss goals, features and budget, and suggest the right technology.',
    },
    proposal: {
      title: 'Clear proposal',
      text: 'You receive a fixed scope, timeline and price. No surprises.',
    },
  },
  /** The e-mail and phone list's name. */
  contactLabel: 'Contact us directly',
  /** The success dialog's button. */
  gotIt: 'Got it',
  thankYou: {
    title: 'Thank You for Reaching Out!',
    text: 'Your project request is on its way to our team. We will reply within 24 hours.',
  },
} satisfies Catalogue;

/** These words in the page's language: `const t = useStartProjectMessages();`. */
export const useStartProjectMessages = defineMessages('start-project', enStartProject, {
  ur: () => import(/* webpackChunkName: "messages-ur-start-project" */ '../ur/start-project'),
});
