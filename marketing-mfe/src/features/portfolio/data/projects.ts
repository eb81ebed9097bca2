import { paths, sectionIds } from '@site/site';
import { filterSlug } from '@site/federation';
import analytics from '@/assets/portfolio/analytics.svg';
import { PORTFOLIO_PARAM } from './filter-param';
import chatApp from '@/assets/portfolio/chat-app.svg';
import clinicPortal from '@/assets/portfolio/clinic-portal.svg';
import fashionStore from '@/assets/portfolio/fashion-store.svg';
import foodDelivery from '@/assets/portfolio/food-delivery.svg';
import jobBoard from '@/assets/portfolio/job-board.svg';
import realEstate from '@/assets/portfolio/real-estate.svg';
import schoolErp from '@/assets/portfolio/school-erp.svg';
import travelBlog from '@/assets/portfolio/travel-blog.svg';

/** The filters, All first (and selected at start). */
export const portfolioFilters = [
  'All',
  'Laravel',
  'React',
  'React Native',
  'Remix',
  'MERN',
  'Shopify',
] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];
export type ProjectCategory = Exclude<PortfolioFilter, 'All'>;
export const ALL_PROJECTS: PortfolioFilter = 'All';

/** The home page with the portfolio filtered by a technology, at the portfolio section. */
export function portfolioFilterHref(filter: PortfolioFilter): string {
  const query = filter === ALL_PROJECTS ? '' : `?${PORTFOLIO_PARAM}=${filterSlug(filter)}`;
  return `${paths.home}${query}#${sectionIds.portfolio}`;
}

/** The technology a `?portfolio=` value names; All for none or an unknown one. */
export function filterFromParam(value: string | null): PortfolioFilter {
  return (
    portfolioFilters.find((filter) => filter !== ALL_PROJECTS && filterSlug(filter) === value) ?? ALL_PROJECTS
  );
}

export interface PortfolioProject {
  id: string;
  title: string;
  description: string;
  image: string;
  /** Describes the illustration for people who cannot see it. */
  imageAlt: string;
  technologies: readonly string[];
  category: ProjectCategory;
  liveUrl: string;
  githubUrl: string;
}

/** The 9 portfolio projects. */
export const projects = [
  {
    id: 'edumanage',
    title: 'EduManage School ERP',
    description:
      'Admissions, attendance, fee collection and results for a network of schools, with parent and teacher portals.',
    image: schoolErp,
    imageAlt: 'EduManage dashboard with fee statistics and an attendance chart',
    technologies: ['Laravel', 'MySQL', 'Livewire', 'Tailwind CSS'],
    category: 'Laravel',
    liveUrl: 'https://edumanage.example.com',
    githubUrl: 'https://github.com/codenest-pk/edumanage-erp',
  },
  {
    id: 'careclinic',
    title: 'CareClinic Patient Portal',
    description:
      'Online appointments, e-prescriptions and SMS reminders for a multi-doctor clinic, replacing paper registers.',
    image: clinicPortal,
    imageAlt: 'CareClinic admin dashboard with appointment counts and a trend line',
    technologies: ['Laravel', 'Vue.js', 'PostgreSQL', 'Twilio'],
    category: 'Laravel',
    liveUrl: 'https://careclinic.example.com',
    githubUrl: 'https://github.com/codenest-pk/careclinic-portal',
  },
  {
    id: 'propertyhub',
    title: 'PropertyHub Real Estate',
    description:
      'A property search site with map view, saved searches and agent dashboards, rendered on the server for SEO.',
    image: realEstate,
    imageAlt: 'PropertyHub search page with a search bar and three property cards',
    technologies: ['React', 'Next.js', 'TypeScript', 'Mapbox'],
    category: 'React',
    liveUrl: 'https://propertyhub.example.com',
    githubUrl: 'https://github.com/codenest-pk/propertyhub',
  },
  {
    id: 'insightboard',
    title: 'InsightBoard Analytics',
    description:
      'A sales analytics dashboard with live charts, custom reports and CSV export for a retail distributor.',
    image: analytics,
    imageAlt: 'InsightBoard analytics screen with a bar chart and a donut chart',
    technologies: ['React', 'Redux Toolkit', 'Chart.js', 'Node.js'],
    category: 'React',
    liveUrl: 'https://insightboard.example.com',
    githubUrl: 'https://github.com/codenest-pk/insightboard',
  },
  {
    id: 'fooddash',
    title: 'FoodDash Delivery App',
    description:
      'iOS and Android food ordering app with live rider tracking, wallet payments and restaurant menus.',
    image: foodDelivery,
    imageAlt: 'Two phone screens of the FoodDash app showing restaurant lists',
    technologies: ['React Native', 'Expo', 'Firebase', 'Google Maps'],
    category: 'React Native',
    liveUrl: 'https://fooddash.example.com',
    githubUrl: 'https://github.com/codenest-pk/fooddash-app',
  },
  {
    id: 'wanderlust',
    title: 'Wanderlust Travel Blog',
    description:
      'A fast, content-rich travel magazine with nested routes, image galleries and a newsletter sign-up.',
    image: travelBlog,
    imageAlt: 'Wanderlust home page with a mountain banner and two article cards',
    technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
    category: 'Remix',
    liveUrl: 'https://wanderlust.example.com',
    githubUrl: 'https://github.com/codenest-pk/wanderlust-remix',
  },
  {
    id: 'teamtalk',
    title: 'TeamTalk Messaging',
    description:
      'Real-time team chat with channels, file sharing and read receipts for a 200-person company.',
    image: chatApp,
    imageAlt: 'TeamTalk chat window with a contact list and a conversation',
    technologies: ['MongoDB', 'Express', 'React', 'Socket.IO'],
    category: 'MERN',
    liveUrl: 'https://teamtalk.example.com',
    githubUrl: 'https://github.com/codenest-pk/teamtalk',
  },
  {
    id: 'hirehub',
    title: 'HireHub Job Board',
    description:
      'A job portal with employer accounts, applicant tracking and e-mail alerts for new openings.',
    image: jobBoard,
    imageAlt: 'HireHub job search page with a search bar and three job cards',
    technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
    category: 'MERN',
    liveUrl: 'https://hirehub.example.com',
    githubUrl: 'https://github.com/codenest-pk/hirehub',
  },
  {
    id: 'zaiqa-fashion',
    title: 'Zaiqa Fashion Store',
    description:
      'A Shopify store with a custom theme, size guides and cash-on-delivery checkout for a clothing brand.',
    image: fashionStore,
    imageAlt: 'Zaiqa Fashion store front with a sale banner and four products',
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Klaviyo'],
    category: 'Shopify',
    liveUrl: 'https://zaiqa-fashion.example.com',
    githubUrl: 'https://github.com/codenest-pk/zaiqa-theme',
  },
] as const satisfies readonly PortfolioProject[];
