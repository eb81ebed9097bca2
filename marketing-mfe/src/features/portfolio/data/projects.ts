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

/**
 * A project's facts; its description and image text are the catalogue's `portfolio.items[id]`.
 * The title is a product name: Latin script, in every language.
 */
interface PortfolioProjectFacts<Id extends string = string> {
  id: Id;
  title: string;
  image: string;
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
    image: schoolErp,
    technologies: ['Laravel', 'MySQL', 'Livewire', 'Tailwind CSS'],
    category: 'Laravel',
    liveUrl: 'https://edumanage.example.com',
    githubUrl: 'https://github.com/codenest-pk/edumanage-erp',
  },
  {
    id: 'careclinic',
    title: 'CareClinic Patient Portal',
    image: clinicPortal,
    technologies: ['Laravel', 'Vue.js', 'PostgreSQL', 'Twilio'],
    category: 'Laravel',
    liveUrl: 'https://careclinic.example.com',
    githubUrl: 'https://github.com/codenest-pk/careclinic-portal',
  },
  {
    id: 'propertyhub',
    title: 'PropertyHub Real Estate',
    image: realEstate,
    technologies: ['React', 'Next.js', 'TypeScript', 'Mapbox'],
    category: 'React',
    liveUrl: 'https://propertyhub.example.com',
    githubUrl: 'https://github.com/codenest-pk/propertyhub',
  },
  {
    id: 'insightboard',
    title: 'InsightBoard Analytics',
    image: analytics,
    technologies: ['React', 'Redux Toolkit', 'Chart.js', 'Node.js'],
    category: 'React',
    liveUrl: 'https://insightboard.example.com',
    githubUrl: 'https://github.com/codenest-pk/insightboard',
  },
  {
    id: 'fooddash',
    title: 'FoodDash Delivery App',
    image: foodDelivery,
    technologies: ['React Native', 'Expo', 'Firebase', 'Google Maps'],
    category: 'React Native',
    liveUrl: 'https://fooddash.example.com',
    githubUrl: 'https://github.com/codenest-pk/fooddash-app',
  },
  {
    id: 'wanderlust',
    title: 'Wanderlust Travel Blog',
    image: travelBlog,
    technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
    category: 'Remix',
    liveUrl: 'https://wanderlust.example.com',
    githubUrl: 'https://github.com/codenest-pk/wanderlust-remix',
  },
  {
    id: 'teamtalk',
    title: 'TeamTalk Messaging',
    image: chatApp,
    technologies: ['MongoDB', 'Express', 'React', 'Socket.IO'],
    category: 'MERN',
    liveUrl: 'https://teamtalk.example.com',
    githubUrl: 'https://github.com/codenest-pk/teamtalk',
  },
  {
    id: 'hirehub',
    title: 'HireHub Job Board',
    image: jobBoard,
    technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
    category: 'MERN',
    liveUrl: 'https://hirehub.example.com',
    githubUrl: 'https://github.com/codenest-pk/hirehub',
  },
  {
    id: 'zaiqa-fashion',
    title: 'Zaiqa Fashion Store',
    image: fashionStore,
    technologies: ['Shopify', 'Liquid', 'JavaScript', 'Klaviyo'],
    category: 'Shopify',
    liveUrl: 'https://zaiqa-fashion.example.com',
    githubUrl: 'https://github.com/codenest-pk/zaiqa-theme',
  },
] as const satisfies readonly PortfolioProjectFacts[];

export type ProjectId = (typeof projects)[number]['id'];
export type PortfolioProject = PortfolioProjectFacts<ProjectId>;
