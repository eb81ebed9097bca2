import { enrollmentCourses, projectTypes, type Language, type LeadSource } from '@site/leads';
import { statusesOf, type LeadKindName, type LeadStatus } from '@site/staff';

// The demo inbox of `npm run seed -w api` (and of the e2e suite's database): the people, sources
// and words of real leads in Sargodha, in English and Urdu. The same inbox on every run.

/** Where a lead's mail to the company stands after seeding. */
export type SeedMail = 'sent' | 'retrying' | 'given-up' | 'pending';

/** One lead to seed: what the visitor sent, and what became of it. */
export interface LeadPlan {
  kind: LeadKindName;
  fullName: string;
  email: string;
  phone: string;
  language: Language;
  /** The course (an enrollment) or the project type. */
  choice: string;
  message: string;
  company: string | null;
  startDate: string | null;
  submittedAt: string;
  source: LeadSource;
  mail: SeedMail;
  /** Set by a staff member a day after it came, with a note two days after when there is one. */
  status: LeadStatus;
  worker: string;
  note: string | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many leads the demo inbox holds: more than two pages of the inbox. */
export const SEED_LEAD_COUNT = 58;

/**
 * The leads that tests and a developer find by name: the newest (an Urdu enrollment from a
 * Facebook campaign), and one whose mail the mail server refused for good.
 */
export const seedPeople = {
  newest: { name: 'عائشہ خان', email: 'ayesha.khan@example.com', phone: '0300 1234567' },
  givenUp: { name: 'Kamran Akmal', email: 'kamran@akmalmotors.example', phone: '0300 7778889' },
} as const;

/** The refusal that gave the given-up mail up. */
export const GIVEN_UP_ERROR = '550 5.7.1 Message rejected as spam';

const people: { name: string; email: string; phone: string; language: Language }[] = [
  { name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: '+92 321 7654321', language: 'en' },
  { name: 'محمد علی رضا', email: 'ali.raza92@example.com', phone: '0092 333 1112223', language: 'ur' },
  { name: 'Sana Iqbal', email: 'sana.iqbal@example.com', phone: '0345-6789012', language: 'en' },
  { name: 'فاطمہ بی بی', email: 'fatima.bibi@example.com', phone: '0301 2223334', language: 'ur' },
  { name: 'Usman Tariq', email: 'usman@tariqtextiles.example', phone: '+44 20 7946 0958', language: 'en' },
  { name: 'حسن نواز', email: 'hassan.nawaz@example.com', phone: '0312 9876543', language: 'ur' },
  { name: 'Hira Malik', email: 'hira.malik@example.com', phone: '0333 4445556', language: 'en' },
  { name: 'زینب نور', email: 'zainab.noor@example.com', phone: '0302 1112223', language: 'ur' },
  {
    name: 'Muhammad Zeeshan Haider Chaudhry',
    email: 'zeeshan.haider.chaudhry@example.com',
    phone: '03004567890',
    language: 'en',
  },
  { name: 'Maryam Siddiqui', email: 'maryam.s@example.com', phone: '+1 (415) 555-0100', language: 'en' },
  { name: 'عمر فاروق', email: 'umar.farooq@example.com', phone: '0321 5556667', language: 'ur' },
  { name: 'ماہ نور اسلم', email: 'mahnoor.aslam@example.com', phone: '0346 1234000', language: 'ur' },
];

const facebookCampaign: LeadSource = {
  utm_source: 'facebook',
  utm_medium: 'paid_social',
  utm_campaign: 'winter-batch-2026',
  landing_page: '/web-development-course-sargodha',
  sent_from: '/enrollment',
};

const sources: LeadSource[] = [
  facebookCampaign,
  { click_id_kind: 'fbclid', click_id: 'IwAR3xYzAbC', landing_page: '/', sent_from: '/' },
  { click_id_kind: 'gclid', click_id: 'Cj0KCQiA2', landing_page: '/course', sent_from: '/enrollment' },
  { referrer_host: 'www.google.com', landing_page: '/react-js-course-sargodha', sent_from: '/enrollment' },
  {},
  {
    utm_source: 'instagram',
    utm_medium: 'story',
    utm_campaign: 'shopify-course',
    landing_page: '/shopify-course-sargodha',
    sent_from: '/ur/enrollment',
  },
  {
    utm_source: 'tiktok',
    utm_campaign: 'basic-computer',
    landing_page: '/basic-computer-course-sargodha',
    sent_from: '/enrollment',
  },
  { utm_source: 'whatsapp', utm_medium: 'broadcast', landing_page: '/ur', sent_from: '/ur/enrollment' },
  {
    utm_source: 'newsletter-nov',
    utm_medium: 'email',
    utm_campaign: 'november',
    landing_page: '/pricing',
    sent_from: '/',
  },
  { referrer_host: 'www.linkedin.com', landing_page: '/', sent_from: '/' },
  { click_id_kind: 'msclkid', click_id: 'd2f1e0', landing_page: '/', sent_from: '/' },
];
// Facebook and Google bring most leads.
const sourceWeights = [5, 4, 4, 3, 3, 2, 1, 1, 1, 1, 1];

const urduMessages = [
  'السلام علیکم، میں شام کی کلاس میں داخلہ لینا چاہتی ہوں کیونکہ صبح میں یونیورسٹی جاتی ہوں۔ فیس قسطوں میں ادا ہو سکتی ہے؟',
  'مجھے کورس کی مکمل تفصیل چاہیے: دورانیہ، فیس، اور کیا آخر میں سرٹیفکیٹ ملے گا؟ میں سرگودھا شہر سے ہوں۔',
  'میرے بیٹے کے لیے کمپیوٹر کورس۔ وہ میٹرک کے بعد فارغ ہے۔',
];
const englishMessages = [
  'We run a textile business in Faisalabad and want an online store with WhatsApp ordering, Urdu and English product pages, cash on delivery and JazzCash. We already have 300 products in a spreadsheet and photos for most of them. Our deadline is before the wedding season in February, so we need a realistic timeline and a quote in two phases if the full scope does not fit.',
  'I finished my BS in Computer Science last year and want to move from PHP to React. Is the weekend batch still open? I can only attend on Saturdays and Sundays because I work in a call centre during the week.',
  'Need a booking app for our clinic (3 doctors).',
  'Please call after 5 pm.',
];
const notes = [
  'Called twice, no answer. Sent the fee schedule on WhatsApp.',
  'Prefers the evening batch; will visit the institute on Saturday.',
];

/** A small seeded generator: the same inbox on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pick<T>(random: () => number, items: readonly T[], weights?: readonly number[]): T {
  if (!weights) return items[Math.floor(random() * items.length)]!;
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i += 1) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** A day in Pakistan (UTC+5), as the enrollment form's date field sends it. */
const pakistanDay = (ms: number) => new Date(ms + 5 * HOUR).toISOString().slice(0, 10);

/**
 * The demo inbox at `now`: leads of the last twelve weeks, oldest first (the order they are
 * stored in). The newest is an Urdu enrollment from a Facebook campaign, its mail not sent yet;
 * the two before it have a mail the server is retrying and one it gave up; the rest were mailed.
 */
export function demoLeads(now: number): LeadPlan[] {
  const random = seeded(31);
  const plans: LeadPlan[] = [];
  for (let i = 0; i < SEED_LEAD_COUNT; i += 1) {
    const special = i === 0 ? { ...seedPeople.newest, language: 'ur' as const } : undefined;
    const givenUp = i === 2 ? { ...seedPeople.givenUp, language: 'en' as const } : undefined;
    const person = special ?? givenUp ?? pick(random, people);
    const kind: LeadKindName =
      i === 0 ? 'enrollment' : i === 2 || random() >= 0.62 ? 'project_request' : 'enrollment';
    const submittedAt = now - (i === 0 ? 2 * HOUR : i * 34 * HOUR + Math.floor(random() * 20 * HOUR));
    const status: LeadStatus = i < 6 ? 'new' : pick(random, statusesOf[kind], [6, 4, 3, 2, 2]);
    const choice =
      kind === 'enrollment'
        ? i === 0
          ? 'Web Development'
          : pick(random, enrollmentCourses)
        : pick(random, projectTypes);
    const message = person.language === 'ur' ? pick(random, urduMessages) : pick(random, englishMessages);
    plans.push({
      kind,
      fullName: person.name,
      email: person.email,
      phone: person.phone,
      language: person.language,
      choice,
      message,
      company: kind === 'project_request' && random() < 0.6 ? 'Tariq Textiles (Pvt) Ltd' : null,
      startDate: kind === 'enrollment' && random() < 0.5 ? pakistanDay(now + 20 * DAY) : null,
      submittedAt: new Date(submittedAt).toISOString(),
      source: i === 0 ? facebookCampaign : pick(random, sources, sourceWeights),
      mail: i === 0 ? 'pending' : i === 1 ? 'retrying' : i === 2 ? 'given-up' : 'sent',
      status,
      worker: pick(random, ['ayesha', 'bilal']),
      note: status !== 'new' && random() < 0.5 ? pick(random, notes) : null,
    });
  }
  return plans.reverse();
}
