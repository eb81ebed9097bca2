// The English words of the portfolio section of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/portfolio.ts.
import type { Catalogue } from '@site/i18n';
import type { ProjectId } from '@/features/portfolio/data/projects';
import { defineMessages } from '@/messages';

export const enPortfolio = {
  eyebrow: 'Our work',
  title: 'Our Portfolio',
  description:
    'A selection of products we have designed, built and launched for clients in Pakistan and abroad.',
  filterLabel: 'Filter projects by technology',
  /** The filter options' names (the URL keeps the English slug). */
  filters: {
    All: 'All',
    Laravel: 'Laravel',
    React: 'React',
    'React Native': 'React Native',
    Remix: 'Remix',
    MERN: 'MERN',
    Shopify: 'Shopify',
  },
  showingAll: (count: number) => `Showing all ${count} ${count === 1 ? 'project' : 'projects'}`,
  showing: (filter: string, count: number) =>
    `Showing ${filter}: ${count} ${count === 1 ? 'project' : 'projects'}`,
  category: 'Category: ',
  technologies: 'Technologies',
  liveSite: 'Live Site',
  sourceCode: 'Source Code',
  /** The link's accessible name; the visible words are liveSite / sourceCode. */
  liveSiteName: (title: string) => `Live Site of ${title} (opens in a new tab)`,
  sourceCodeName: (title: string) => `Source Code of ${title} (opens in a new tab)`,
  /** By project id (project names are facts: they stay in the data). */
  items: {
    edumanage: {
      description:
        'Admissions, attendance, fee collection and results for a network of schools, with parent and teacher portals.',
      imageAlt: 'EduManage dashboard with fee statistics and an attendance chart',
    },
    careclinic: {
      description:
        'Online appointments, e-prescriptions and SMS reminders for a multi-doctor clinic, replacing paper registers.',
      imageAlt: 'CareClinic admin dashboard with appointment counts and a trend line',
    },
    propertyhub: {
      description:
        'A property search site with map view, saved searches and agent dashboards, rendered on the server for SEO.',
      imageAlt: 'PropertyHub search page with a search bar and three property cards',
    },
    insightboard: {
      description:
        'A sales analytics dashboard with live charts, custom reports and CSV export for a retail distributor.',
      imageAlt: 'InsightBoard analytics screen with a bar chart and a donut chart',
    },
    fooddash: {
      description:
        'iOS and Android food ordering app with live rider tracking, wallet payments and restaurant menus.',
      imageAlt: 'Two phone screens of the FoodDash app showing restaurant lists',
    },
    wanderlust: {
      description:
        'A fast, content-rich travel magazine with nested routes, image galleries and a newsletter sign-up.',
      imageAlt: 'Wanderlust home page with a mountain banner and two article cards',
    },
    teamtalk: {
      description:
        'Real-time team chat with channels, file sharing and read receipts for a 200-person company.',
      imageAlt: 'TeamTalk chat window with a contact list and a conversation',
    },
    hirehub: {
      description:
        'A job portal with employer accounts, applicant tracking and e-mail alerts for new openings.',
      imageAlt: 'HireHub job search page with a search bar and three job cards',
    },
    'zaiqa-fashion': {
      description:
        'A Shopify store with a custom theme, size guides and cash-on-delivery checkout for a clothing brand.',
      imageAlt: 'Zaiqa Fashion store front with a sale banner and four products',
    },
  } satisfies Record<ProjectId, { description: string; imageAlt: string }>,
} satisfies Catalogue;

/** These words in the page's language: `const t = usePortfolioMessages();`. */
export const usePortfolioMessages = defineMessages('portfolio', enPortfolio, {
  ur: () => import(/* webpackChunkName: "messages-ur-portfolio" */ '../ur/portfolio'),
});
