// The English words of the services section of the home page: its cards and the dialog's frame.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/services.ts. The dialog's body has its own part
// (./service-details.ts), loaded when a visitor opens a service.
import type { Catalogue } from '@site/i18n';
import type { ServiceId } from '@/features/services/data/services';
import { defineMessages } from '@/messages';

export const enServices = {
  eyebrow: 'What we do',
  title: 'Our Services',
  description:
    'From a first website to complex platforms: we design, build and look after software that moves your business forward.',
  technologies: 'Technologies',
  learnMore: 'Learn more',
  getService: 'Get This Service',
  /** What the dialog loads on demand, for its loading and failure texts. */
  details: (service: string) => `the details of ${service}`,
  /** In a dialog opened before the page's script has run: its body comes with the script. */
  loadingDetails: (service: string) => `Loading the details of ${service}…`,
  items: {
    laravel: {
      title: 'Laravel',
      description: 'Secure, scalable web applications and back ends built on the Laravel PHP framework.',
      technologies: ['PHP 8', 'Eloquent ORM', 'MySQL', 'Redis'],
    },
    react: {
      title: 'React JS',
      description: 'Fast, interactive single-page applications and dashboards with React and Next.js.',
      technologies: ['React', 'TypeScript', 'Next.js', 'Redux'],
    },
    'react-native': {
      title: 'React Native',
      description: 'Cross-platform iOS and Android apps from one codebase, with a native look and feel.',
      technologies: ['Expo', 'TypeScript', 'Firebase', 'App Store & Play'],
    },
    remix: {
      title: 'Remix JS',
      description: 'Full-stack web apps with Remix: server rendering, nested routes and resilient forms.',
      technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
    },
    mern: {
      title: 'MERN Stack',
      description: 'End-to-end JavaScript applications with MongoDB, Express, React and Node.js.',
      technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
    },
    shopify: {
      title: 'Shopify',
      description: 'Shopify stores, custom themes and apps that turn visitors into customers.',
      technologies: ['Liquid', 'Shopify Plus', 'Polaris', 'GraphQL'],
    },
    cloud: {
      title: 'Cloud Solutions',
      description: 'Cloud architecture, migration and hosting on AWS, Azure and DigitalOcean.',
      technologies: ['AWS', 'Azure', 'DigitalOcean', 'Terraform'],
    },
    'ui-ux': {
      title: 'UI/UX Design',
      description: 'User research, wireframes and polished interfaces that people enjoy using.',
      technologies: ['Figma', 'Prototyping', 'Design Systems', 'User Testing'],
    },
    api: {
      title: 'API Development',
      description: 'Well-documented REST and GraphQL APIs that connect your apps and partners.',
      technologies: ['REST', 'GraphQL', 'OpenAPI', 'OAuth 2.0'],
    },
    devops: {
      title: 'DevOps & Automation',
      description: 'CI/CD pipelines, containers and monitoring for reliable, repeatable releases.',
      technologies: ['Docker', 'GitHub Actions', 'Kubernetes', 'Linux'],
    },
  } satisfies Record<ServiceId, { title: string; description: string; technologies: readonly string[] }>,
} satisfies Catalogue;

/** These words in the page's language: `const t = useServicesMessages();`. */
export const useServicesMessages = defineMessages('services', enServices, {
  ur: () => import(/* webpackChunkName: "messages-ur-services" */ '../ur/services'),
});
