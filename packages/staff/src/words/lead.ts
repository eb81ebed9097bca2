// A lead's page's words (`staffPages.lead`; accounts-mfe's `staff-lead` part). The WhatsApp
// greeting and the e-mail's subject are in the lead's own language, for the lead.
import { sourceLabels } from './labels';

export const leadWords = {
  title: 'Lead',
  back: 'All leads',
  loading: 'Loading the lead…',
  failed: 'The lead could not be loaded',
  failedText: 'The staff API did not answer. Try again.',
  notFound: 'There is no such lead',
  notFoundText: 'The address may be incomplete. Find the lead in the list.',
  submitted: 'Submitted',
  actions: {
    label: 'Contact',
    call: 'Call',
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    opensApp: '(opens WhatsApp)',
  },
  fields: { heading: 'What they sent', empty: 'Not given' },
  status: {
    heading: 'Status',
    label: 'Set the status',
    save: 'Save',
    saving: 'Saving…',
    saved: (status: string) => `Status saved: ${status}.`,
    history: 'History',
    received: 'Received',
    by: 'by',
  },
  notes: {
    heading: 'Notes',
    none: 'No notes yet.',
    label: 'Add a note',
    hint: (max: string) => `Only staff see notes. Up to ${max} characters.`,
    count: (used: string, max: string) => `${used} of ${max} characters`,
    submit: 'Add note',
    adding: 'Adding…',
    added: 'Note added.',
  },
  mail: {
    heading: 'E-mail to the company',
    sent: (at: string) => `Sent ${at}.`,
    attempts: (count: number) => (count === 1 ? 'First attempt.' : `After ${count} attempts.`),
    pending: 'Waiting to be sent: the mail goes out within a minute.',
    retrying: (next: string) => `Not sent yet: the next attempt is due ${next}.`,
    lastError: 'Last error',
    givenUp: (at: string) => `Given up ${at}. The company has not received this lead by e-mail.`,
    reason: 'Reason',
    retry: 'Send again',
    retryingNow: 'Sending again…',
    retried: 'The mail is due again: it goes out within a minute.',
    none: 'This lead was stored before lead mails existed: no mail was sent.',
  },
  source: {
    heading: 'Where they came from',
    label: 'Source',
    direct: 'A direct visit: no campaign, ad click or referring site.',
    device: 'Browser',
    keys: sourceLabels,
  },
  failure: 'The change was not saved: the staff API did not answer. Try again.',
  /** The WhatsApp greeting, in the lead's language, naming the company and the course or project. */
  greeting: {
    en: {
      enrollment: (name: string, company: string, choice: string) =>
        `Hello ${name}, this is ${company} about your enrollment in the ${choice} course.`,
      project_request: (name: string, company: string, choice: string) =>
        `Hello ${name}, this is ${company} about your project request (${choice}).`,
    },
    ur: {
      enrollment: (name: string, company: string, choice: string) =>
        `السلام علیکم ${name}، یہ ${company} کی طرف سے پیغام ہے، ${choice} کورس میں آپ کے داخلے کے بارے میں۔`,
      project_request: (name: string, company: string, choice: string) =>
        `السلام علیکم ${name}، یہ ${company} کی طرف سے پیغام ہے، آپ کی پروجیکٹ کی درخواست (${choice}) کے بارے میں۔`,
    },
  },
  /** The e-mail's subject, in the lead's language. */
  subject: {
    en: {
      enrollment: (company: string, choice: string) => `Your enrollment in ${choice} — ${company}`,
      project_request: (company: string, choice: string) => `Your project request: ${choice} — ${company}`,
    },
    ur: {
      enrollment: (company: string, choice: string) => `${choice} کورس میں آپ کا داخلہ — ${company}`,
      project_request: (company: string, choice: string) =>
        `آپ کی پروجیکٹ کی درخواست: ${choice} — ${company}`,
    },
  },
};
