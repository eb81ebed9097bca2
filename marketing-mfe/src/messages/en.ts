// marketing-mfe's words in English: the source every other language translates (./ur.ts has the
// same shape). Facts (ids, prices, images, links, technology names) stay in the features' data.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';

const { companyName, city } = siteSettings;

export const en = {
  home: {
    description: `${companyName} builds websites, web apps and mobile apps in Laravel, React, React Native and Shopify, and runs hands-on IT courses in ${city}.`,
    coursesLabel: 'our courses',
  },

  hero: {
    eyebrow: `Software house & IT training institute in ${city}`,
    /** The h1 in three parts: the middle one is emphasised (the gradient). */
    titleBefore: 'We build ',
    titleEmphasis: 'digital products',
    titleAfter: ' that grow your business',
    lead: 'Websites, web apps and mobile apps in Laravel, React, React Native, Remix, MERN and Shopify, built by a team that also trains the next generation of developers.',
    startProject: 'Start Your Project',
    viewWork: 'View Our Work',
    facts: ['Web & mobile apps', 'Hands-on IT courses', 'Support after launch'],
  },

  services: {
    eyebrow: 'What we do',
    title: 'Our Services',
    description:
      'From a first website to complex platforms: we design, build and look after software that moves your business forward.',
    technologies: 'Technologies',
    learnMore: 'Learn more',
    getService: 'Get This Service',
    keyFeatures: 'Key Features',
    keyFeaturesLabel: 'Key features',
    benefits: 'Benefits',
    benefitsLabel: 'Benefits',
    /** Shown in the modal when a service has no features of its own (spec: 6 defaults). */
    defaultFeatures: [
      'Requirement analysis and project planning',
      'Custom design tailored to your brand',
      'Clean, documented and tested code',
      'Responsive on phones, tablets and desktops',
      'Deployment and launch support',
      'Post-launch maintenance options',
    ],
    /** Shown in the modal when a service has no benefits of its own (spec: 6 defaults). */
    defaultBenefits: [
      'Experienced, dedicated developers',
      'Transparent communication and weekly updates',
      'On-time delivery with clear milestones',
      'Scalable solutions that grow with you',
      'Competitive, fixed-scope pricing',
      'Free support after launch',
    ],
    /** By service id; an empty features/benefits list shows the defaults. */
    items: {
      laravel: {
        title: 'Laravel',
        description: 'Secure, scalable web applications and back ends built on the Laravel PHP framework.',
        technologies: ['PHP 8', 'Eloquent ORM', 'MySQL', 'Redis'],
        detailedDescription:
          'From customer portals to ERP systems, we design Laravel applications with clean architecture, automated tests and a deployment pipeline, so your platform is easy to extend for years.',
        features: [
          'Custom web application development',
          'REST and GraphQL API back ends',
          'Admin dashboards and role-based access',
          'Payment gateway and third-party integrations',
          'Queue workers, scheduling and notifications',
          'Legacy PHP upgrades and migrations',
        ],
        benefits: [
          'Rapid delivery with a mature framework',
          'Built-in security against common attacks',
          'Maintainable, well-tested code',
          'Scales from MVP to enterprise traffic',
          'Large talent pool for future hiring',
          'Lower long-term maintenance cost',
        ],
      },
      react: {
        title: 'React JS',
        description: 'Fast, interactive single-page applications and dashboards with React and Next.js.',
        technologies: ['React', 'TypeScript', 'Next.js', 'Redux'],
        detailedDescription:
          'We build accessible, responsive front ends in React and Next.js with a component design system, server-side rendering where it helps SEO, and performance budgets that keep pages fast.',
        features: [
          'Single-page applications and dashboards',
          'Next.js server-side rendering for SEO',
          'Reusable component libraries',
          'State management with Redux or Zustand',
          'API integration and real-time updates',
          'Performance and accessibility audits',
        ],
        benefits: [
          'Smooth, app-like user experience',
          'Faster page loads and better SEO',
          'Consistent UI across every screen',
          'Easy to add features later',
          'Works on every modern browser',
          'Shared code with React Native apps',
        ],
      },
      'react-native': {
        title: 'React Native',
        description: 'Cross-platform iOS and Android apps from one codebase, with a native look and feel.',
        technologies: ['Expo', 'TypeScript', 'Firebase', 'App Store & Play'],
        detailedDescription:
          'One team, one codebase, two app stores. We build React Native apps with offline support, push notifications and smooth animations, and take them through App Store and Play Store review.',
        features: [
          'iOS and Android apps from one codebase',
          'Push notifications and deep links',
          'Offline storage and data sync',
          'Camera, maps and device integrations',
          'In-app purchases and payments',
          'App Store and Play Store publishing',
        ],
        benefits: [
          'Up to half the cost of two native apps',
          'Faster time to market',
          'One team maintains both platforms',
          'Over-the-air updates for quick fixes',
          'Native performance where it matters',
          'Shared logic with your web app',
        ],
      },
      remix: {
        title: 'Remix JS',
        description: 'Full-stack web apps with Remix: server rendering, nested routes and resilient forms.',
        technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
        detailedDescription:
          'Remix embraces web standards: forms that work without JavaScript, data loaded on the server and pages that stay fast on slow networks. Ideal for content-rich products and Shopify apps.',
        features: [],
        benefits: [],
      },
      mern: {
        title: 'MERN Stack',
        description: 'End-to-end JavaScript applications with MongoDB, Express, React and Node.js.',
        technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
        detailedDescription:
          'A single language from database to browser. We build MERN applications with real-time features, secure authentication and cloud deployment, well suited to startups that need to move fast.',
        features: [
          'Full-stack JavaScript applications',
          'Real-time chat and live updates',
          'JWT and OAuth authentication',
          'MongoDB schema design and indexing',
          'Cloud deployment and monitoring',
          'MVPs for startups',
        ],
        benefits: [
          'One language across the whole stack',
          'Quick iteration from idea to launch',
          'Flexible data model as you grow',
          'Large open-source ecosystem',
          'Cost-effective hosting',
          'Easy hand-over to in-house teams',
        ],
      },
      shopify: {
        title: 'Shopify',
        description: 'Shopify stores, custom themes and apps that turn visitors into customers.',
        technologies: ['Liquid', 'Shopify Plus', 'Polaris', 'GraphQL'],
        detailedDescription:
          'We set up and customise Shopify stores, build custom Liquid themes and develop public or private Shopify apps, with a focus on conversion rate, speed and easy store management.',
        features: [
          'Store setup and configuration',
          'Custom theme design and development',
          'Public and private Shopify apps',
          'Product import and migration',
          'Payment and shipping integrations',
          'Conversion and speed optimisation',
        ],
        benefits: [
          'Sell online within weeks',
          'Higher conversion rates',
          'Secure, reliable hosting by Shopify',
          'Easy day-to-day store management',
          'Hundreds of integrations available',
          'Grows with your sales',
        ],
      },
      cloud: {
        title: 'Cloud Solutions',
        description: 'Cloud architecture, migration and hosting on AWS, Azure and DigitalOcean.',
        technologies: ['AWS', 'Azure', 'DigitalOcean', 'Terraform'],
        detailedDescription:
          'We plan and run cloud infrastructure that fits your budget: migrations from shared hosting, managed databases, backups, monitoring and cost reviews.',
        features: [],
        benefits: [],
      },
      'ui-ux': {
        title: 'UI/UX Design',
        description: 'User research, wireframes and polished interfaces that people enjoy using.',
        technologies: ['Figma', 'Prototyping', 'Design Systems', 'User Testing'],
        detailedDescription:
          'Good software starts with a clear design. We research your users, map their journeys and deliver interactive prototypes and a design system your developers can build from.',
        features: [],
        benefits: [],
      },
      api: {
        title: 'API Development',
        description: 'Well-documented REST and GraphQL APIs that connect your apps and partners.',
        technologies: ['REST', 'GraphQL', 'OpenAPI', 'OAuth 2.0'],
        detailedDescription:
          'We design APIs contract-first, with versioning, authentication, rate limiting and documentation, so your mobile apps, web apps and partners can rely on them.',
        features: [],
        benefits: [],
      },
      devops: {
        title: 'DevOps & Automation',
        description: 'CI/CD pipelines, containers and monitoring for reliable, repeatable releases.',
        technologies: ['Docker', 'GitHub Actions', 'Kubernetes', 'Linux'],
        detailedDescription:
          'Ship more often with less risk. We automate builds, tests and deployments, containerise your applications and set up monitoring and alerts.',
        features: [],
        benefits: [],
      },
    },
  },

  portfolio: {
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
    },
  },

  team: {
    eyebrow: 'Who we are',
    title: 'Meet Our Team',
    description: 'Developers, designers and trainers who care about your project as much as you do.',
    portrait: (name: string) => `Portrait of ${name}`,
    socialLabel: (name: string) => `${name} on social media`,
    socialLink: (name: string, network: string) => `${name} on ${network} (opens in a new tab)`,
    /** By member id. */
    members: {
      'ahmed-raza': {
        name: 'Ahmed Raza',
        role: 'Founder & Lead Developer',
        bio: 'Twelve years of building web platforms. Ahmed leads architecture and teaches the Laravel course.',
      },
      'ayesha-khan': {
        name: 'Ayesha Khan',
        role: 'Project Manager',
        bio: 'Keeps every project on time and every client informed, with weekly demos and clear milestones.',
      },
      'usman-ali': {
        name: 'Usman Ali',
        role: 'Senior React Developer',
        bio: 'Builds fast React and Next.js front ends and mentors students in the React JS course.',
      },
      'fatima-noor': {
        name: 'Fatima Noor',
        role: 'UI/UX Designer',
        bio: 'Turns ideas into clear, friendly interfaces, from user research to a complete design system.',
      },
      'hassan-tariq': {
        name: 'Hassan Tariq',
        role: 'Mobile App Developer',
        bio: 'Ships React Native apps to both app stores and loves a smooth 60 fps animation.',
      },
      'zainab-iqbal': {
        name: 'Zainab Iqbal',
        role: 'Shopify Expert',
        bio: 'Builds Shopify themes and apps, and helps local brands start selling online.',
      },
    },
  },

  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Clients Say',
    description: 'Businesses and students who trusted us with their projects and careers.',
    carousel: 'carousel',
    carouselLabel: 'Client testimonials',
    slide: 'slide',
    trackLabel: 'Testimonials, one at a time',
    slideLabel: (index: number, count: number) => `${index} of ${count}`,
    announcement: (index: number, count: number, name: string) => `Testimonial ${index} of ${count}: ${name}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    choose: 'Choose a testimonial',
    show: (index: number) => `Show testimonial ${index}`,
    stopRotation: 'Stop automatic rotation',
    startRotation: 'Start automatic rotation',
    rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
    /** Shown under each quote on pages in other languages only: the client said it in English. */
    translatedNote: 'Translated from English',
    /** By testimonial id; the person's name is a fact (in the data, Latin script). */
    items: {
      'bilal-ahmed': {
        role: 'CEO, Punjab Traders',
        content:
          'CodeNest rebuilt our ordering system in Laravel in eight weeks. Orders that took a day now take minutes, and their support after launch has been excellent.',
      },
      'sarah-johnson': {
        role: 'Founder, BloomBox (UK)',
        content:
          'Working across time zones was never a problem. The team delivered our React dashboard on schedule and explained every decision clearly.',
      },
      'kamran-malik': {
        role: 'Director, Malik Motors',
        content:
          'Our React Native app went live on both stores in under three months. Customers now book services from their phones, and bookings have doubled.',
      },
      'maria-garcia': {
        role: 'Marketing Lead, Sol Studio',
        content:
          'The Shopify store they built is fast and beautiful, and our conversion rate rose by forty percent in the first quarter.',
      },
      'hina-shah': {
        role: 'Web Development Graduate',
        content:
          'I joined the web development course with no experience. Six months later I had a portfolio of real projects and my first job offer.',
      },
    },
  },

  consultancy: {
    eyebrow: 'Free consultation',
    title: 'Book a Free Consultation',
    description: (minutes: string) =>
      `Not sure where to start? Book a free ${minutes}-minute call with our experts. There is no commitment: just a clear plan for your project.`,
    benefits: {
      advice: {
        title: 'Free Expert Advice',
        text: 'Talk through your idea with a senior developer and get honest advice on scope, technology and budget.',
      },
      team: {
        title: 'Dedicated Team',
        text: 'Meet the people who would build your project: a project manager, developers and a designer.',
      },
      quick: {
        title: 'Quick Solutions',
        text: 'Leave with a clear next step: a rough estimate, a timeline and the quickest way to launch.',
      },
    },
    minutes: (minutes: string) => `${minutes} minutes`,
    noCommitment: 'No commitment',
    available: (hours: string) => `Available ${hours}`,
    /** siteSettings.consultation.hours in this language. */
    hours: siteSettings.consultation.hours,
    schedule: 'Schedule Free Consultation',
    newTab: ' (opens in a new tab)',
  },

  siteMap: {
    eyebrow: 'Site map',
    title: 'Explore Our Platform',
    description: 'Everything in one place: courses, learning resources, community and your account.',
    startLearning: 'Start Learning Today',
    groups: {
      main: {
        title: 'Main Pages',
        links: {
          home: 'Home',
          pricing: 'Pricing',
          blog: 'Blog',
          community: 'Community',
          faq: 'FAQ',
          news: 'News',
          events: 'Events',
        },
      },
      courses: {
        title: `Courses in ${city}`,
        links: {
          webDevelopment: 'Web Development Course',
          mobileApp: 'Mobile App Development Course',
          shopify: 'Shopify Course',
          basicComputer: 'Basic Computer Course',
          reactJs: 'React JS Course',
          reactNative: 'React Native Course',
          laravel: 'Laravel Course',
        },
      },
      courseDetails: {
        title: 'Course Details',
        links: {
          all: 'All Courses',
          reactNative: 'React Native Development',
          shopifyApp: 'Shopify App Development',
          reactJs: 'React JS Development',
        },
      },
      account: {
        title: 'Your Account',
        links: {
          enrollment: 'Enrollment',
          login: 'Sign In',
          studentPortal: 'Student Portal',
          profile: 'My Profile',
        },
      },
    },
  },

  plans: {
    mostPopular: 'Most Popular',
    features: (name: string) => `${name} features`,
    whatsApp: (name: string) => `Ask about ${name} on WhatsApp`,
  },

  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple, Transparent Pricing',
    description: 'Transparent pricing for websites, web apps and enterprise solutions. No hidden costs.',
    startingFrom: 'Starting from',
    customQuote: 'Custom Quote',
    customQuoteNote: 'Custom quote based',
    ctaTitle: 'Need something different?',
    ctaText: 'Every business is unique. Tell us about your project and we will prepare a quote that fits it.',
    ctaButton: 'Get Custom Quote',
    /** By plan id. */
    plans: {
      basic: {
        name: 'Basic Website',
        description: 'A professional website for small businesses, shops and personal brands.',
        features: [
          'Up to 5 responsive pages',
          'Contact form and Google Maps',
          'Basic SEO setup',
          'Social media links',
          '1 month of free support',
        ],
        button: 'Get Started',
      },
      professional: {
        name: 'Professional Web App',
        description: 'A custom web application with accounts, dashboards and integrations.',
        features: [
          'Custom design and development',
          'User accounts and admin panel',
          'Database and API integration',
          'Payment gateway integration',
          'Advanced SEO and analytics',
          '3 months of free support',
        ],
        button: 'Start Your Project',
      },
      enterprise: {
        name: 'Enterprise Solution',
        description: 'Large-scale platforms, integrations and dedicated teams for complex needs.',
        features: [
          'Dedicated project team',
          'Scalable cloud architecture',
          'ERP, CRM and third-party integrations',
          'Security review and performance tuning',
          'Service-level agreement',
          'Priority support',
        ],
        button: 'Contact Sales',
      },
    },
  },

  packages: {
    notFoundTitle: 'Service Not Found',
    notFoundText:
      "We don't offer packages for this service. Browse our services on the home page or tell us what you need.",
    goBackHome: 'Go Back Home',
    eyebrow: 'Service packages',
    otherServices: 'Packages by service',
    breadcrumbHome: 'Home',
    breadcrumbServices: 'Services',
    /** Weeks as a range of numbers already formatted ('2-3'). */
    weeks: (range: string) => `${range} weeks`,
    supportDays: (days: string) => `${days} days support`,
    supportIncluded: (days: string) => `${days} days of support included`,
    getStarted: 'Get Started',
    ctaTitle: 'Not sure which package is right for you?',
    ctaText: 'Book a free consultation and we will help you choose, or shape a package around your needs.',
    ctaButton: 'Book Free Consultation',
    tiers: { Basic: 'Basic', Standard: 'Standard', Premium: 'Premium' },
    /** By service slug: the page's title and description, and each package's words by tier. */
    services: {
      laravel: {
        title: 'Laravel Development Packages',
        description: 'Robust, secure web applications and APIs built with the Laravel PHP framework.',
        packages: {
          Basic: {
            description: 'A solid Laravel website or small application for growing businesses.',
            features: [
              'Up to 5 custom pages or modules',
              'Responsive admin panel',
              'MySQL database design',
              'Contact and enquiry forms',
              'Basic SEO setup',
            ],
          },
          Standard: {
            description: 'A complete business application with user accounts and integrations.',
            features: [
              'Up to 12 custom modules',
              'User roles and permissions',
              'REST API for web and mobile',
              'Payment gateway integration',
              'E-mail notifications and queues',
              'Automated tests for key flows',
            ],
          },
          Premium: {
            description: 'An enterprise-grade platform built to scale with your organisation.',
            features: [
              'Unlimited modules and workflows',
              'Multi-tenant architecture',
              'Advanced reporting and exports',
              'Third-party and ERP integrations',
              'Performance tuning and caching',
              'CI/CD pipeline and cloud deployment',
            ],
          },
        },
      },
      react: {
        title: 'React Development Packages',
        description: 'Fast, interactive front ends and single-page applications built with React.',
        packages: {
          Basic: {
            description: 'A modern React website or landing page that loads fast.',
            features: [
              'Up to 5 responsive pages',
              'Reusable component structure',
              'Contact form integration',
              'Basic SEO and analytics',
            ],
          },
          Standard: {
            description: 'A full single-page application connected to your back end.',
            features: [
              'Up to 12 screens',
              'API integration and state management',
              'User authentication',
              'Dashboard with charts',
              'Next.js rendering for SEO',
            ],
          },
          Premium: {
            description: 'A complex, high-traffic web application with a design system.',
            features: [
              'Unlimited screens',
              'Custom design system and component library',
              'Real-time features',
              'Accessibility and performance audit',
              'Automated testing and CI/CD',
            ],
          },
        },
      },
      shopify: {
        title: 'Shopify Development Packages',
        description: 'Online stores, custom themes and apps on the Shopify platform.',
        packages: {
          Basic: {
            description: 'Get your store online quickly with a polished, ready-made theme.',
            features: [
              'Store setup and theme customisation',
              'Up to 50 products uploaded',
              'Payment and shipping setup',
              'Essential apps installed',
            ],
          },
          Standard: {
            description: 'A custom-designed store built to convert visitors into customers.',
            features: [
              'Custom theme design',
              'Up to 200 products uploaded',
              'Product filters and search',
              'E-mail marketing integration',
              'Speed and conversion optimisation',
            ],
          },
          Premium: {
            description: 'An advanced store with custom app features and integrations.',
            features: [
              'Fully custom theme',
              'Custom Shopify app development',
              'Unlimited product migration',
              'ERP and inventory integrations',
              'Multi-currency and multi-language',
            ],
          },
        },
      },
      remix: {
        title: 'Remix Development Packages',
        description: 'Full-stack web applications with server rendering, built with Remix.',
        packages: {
          Basic: {
            description: 'A fast, SEO-friendly Remix website with server-rendered pages.',
            features: [
              'Up to 6 pages with nested routes',
              'Progressive forms',
              'Database setup with Prisma',
              'Basic SEO setup',
            ],
          },
          Standard: {
            description: 'A complete full-stack application with accounts and data management.',
            features: [
              'Up to 15 routes',
              'User authentication and sessions',
              'Admin dashboard',
              'Third-party API integrations',
              'Edge deployment',
            ],
          },
          Premium: {
            description: 'A large-scale Remix platform or Shopify app with advanced features.',
            features: [
              'Unlimited routes',
              'Shopify app or multi-tenant SaaS',
              'Real-time updates',
              'Automated testing and CI/CD',
              'Performance monitoring',
            ],
          },
        },
      },
    },
  },

  /** Prefilled WhatsApp messages (whatsapp.templates.json) and the links' words. */
  whatsApp: {
    consultancy: `Hello ${companyName}! I would like to book a free consultation about my project.`,
    consultancyLabel: 'Chat on WhatsApp',
    pricingPlan: (plan: string) =>
      `Hello ${companyName}! I am interested in your ${plan} plan. Can we discuss my project?`,
    package: (pkg: string, service: string) =>
      `Hello ${companyName}! I am interested in the ${pkg} package for ${service}. Can we discuss my project?`,
    opensWhatsApp: ' (opens WhatsApp)',
  },
} satisfies Catalogue;

export type Messages = typeof en;
