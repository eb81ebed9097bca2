// content-mfe's words in English: the source catalogue. Blog articles and news stories are not
// here: they exist in English only (their list cards show them in English on /ur pages too).
import { plural, type Catalogue } from '@site/i18n';

export const en = {
  common: {
    readMore: 'Read more',
    /** After a link to a page that exists in English only (never shown on English pages). */
    inEnglish: '(in English)',
    home: 'Home',
    /** The people who write posts and news, by their name in the data. */
    authors: {
      'Ahmed Raza': 'Ahmed Raza',
      'Sara Khan': 'Sara Khan',
      'Usman Ali': 'Usman Ali',
      'Ayesha Malik': 'Ayesha Malik',
      'CodeNest Team': 'CodeNest Team',
      'Admissions Office': 'Admissions Office',
    },
  },
  faq: {
    description:
      'Answers to common questions about our courses, class timings, fees, refunds and development services.',
    eyebrow: 'Help centre',
    title: 'Frequently Asked Questions',
    items: {
      courses: {
        question: 'What courses do you offer?',
        answer:
          'We teach 11 courses: Web Development, Mobile Application Development, Shopify Apps Development, Shopify Store Creation and Modifications, React JS, Laravel, React Native, MERN Stack, Basic Computer Course, Digital Marketing and Crypto.',
      },
      experience: {
        question: 'Do I need any prior experience to join?',
        answer:
          'No. Beginner courses such as Web Development and the Basic Computer Course start from zero. Intermediate courses like React JS or Laravel expect basic programming knowledge; we are happy to advise you on the right starting point.',
      },
      timings: {
        question: 'What are the class timings?',
        answer:
          'We run morning, evening and weekend batches, so you can learn around school, university or work. You choose your batch when you enroll.',
      },
      sessions: {
        question: 'How long is each class, and how often do we meet?',
        answer:
          'Classes are held in sessions of 2-3 hours, 3-4 times a week, with practical work in every session and projects between classes.',
      },
      refund: {
        question: 'What is your refund policy?',
        answer:
          'Every course comes with a 7-day money-back guarantee. If the course is not right for you, tell us within 7 days of your first class and we refund your fee in full.',
      },
      certificate: {
        question: 'Will I get a certificate?',
        answer: (companyName: string) =>
          `Yes. Students who complete the course and its final project receive a ${companyName} certificate that lists the skills covered.`,
      },
      jobs: {
        question: 'Do you help students find jobs or internships?',
        answer:
          'Yes. We review your CV and portfolio, prepare you for interviews, and the best students are offered internships with our own development team.',
      },
      installments: {
        question: 'Can I pay the course fee in installments?',
        answer:
          'Yes, fees can be paid in monthly installments. Contact us for the current fee of your course and the installment plan that suits you.',
      },
      location: {
        question: 'Where do the classes take place?',
        answer:
          'Classes are held in person at our training lab in Sargodha, where every student has a workstation with the tools professional teams use.',
      },
      business: {
        question: 'Do you also build websites and apps for businesses?',
        answer:
          'Yes. Alongside the institute, our development team builds websites, web applications, mobile apps and Shopify stores for clients. Send us your project details from the home page and we reply within 24 hours.',
      },
    },
    help: {
      title: 'Still have questions?',
      /** The sentence around the live chat hours (which never break across lines). */
      textBefore: 'Our support team is happy to help. Live chat is available',
      hours: '9 AM - 6 PM',
      textAfter: ', and you can e-mail us at any time.',
      contact: 'Contact Support',
      supportSubject: 'Support request from the FAQ page',
      call: 'Or call us:',
    },
  },
  events: {
    description: (city: string) =>
      `Workshops, meetups and bootcamps in ${city}: learn new skills and meet other developers.`,
    eyebrow: 'Learn together',
    title: 'Upcoming Events',
    note: (email: string) =>
      `Registering opens an e-mail to ${email}; our team replies to confirm your seat.`,
    upcoming: 'Upcoming',
    completed: 'Completed',
    details: 'Event details',
    attendees: (attendees: number, max: number) => `${attendees}/${max} attendees`,
    ended: 'Event has ended',
    noSeats: 'No seats left',
    seatsLeft: (left: number) => `${left} ${plural('en', left, { one: 'seat', other: 'seats' })} left`,
    register: 'Register Now',
    full: 'Event Full',
    whatsApp: {
      label: 'Register on WhatsApp',
      message: (companyName: string, event: string, date: string) =>
        `Hello ${companyName}! I would like to register for ${event} on ${date}.`,
    },
    mail: {
      subject: (title: string, date: string) => `Event registration: ${title} (${date})`,
      greeting: (companyName: string) => `Hello ${companyName},`,
      request: (title: string, date: string, time: string) =>
        `I would like to register for "${title}" on ${date}, ${time}.`,
      fullName: 'Full name:',
      phone: 'Phone:',
    },
    items: {
      'laravel-workshop': {
        title: 'Laravel 11 Hands-on Workshop',
        description:
          'Build and deploy a complete Laravel application in one day: routing, Eloquent, validation and authentication, guided by our senior developers.',
        location: 'CodeNest Training Lab, University Road, Sargodha',
        imageAlt: 'Illustration of three stacked building blocks',
      },
      'react-meetup': {
        title: 'React & JavaScript Developers Meetup',
        description:
          'Lightning talks on React 19, a live code review and an evening of networking with developers, students and hiring teams from the region.',
        location: 'CodeNest Office, Sargodha',
        imageAlt: 'Illustration of three people standing together',
      },
      'shopify-bootcamp': {
        title: 'Shopify App Development Bootcamp',
        description:
          'Two intensive days on building Shopify apps with Remix and the Admin API, from the first scaffold to a working app installed on a test store.',
        location: 'CodeNest Training Lab, University Road, Sargodha',
        imageAlt: 'Illustration of a shopping cart holding two parcels',
      },
      'career-seminar': {
        title: 'Web Development Career Seminar',
        description:
          'How to land your first developer job: portfolios, interviews and freelancing, with talks from our graduates who now work in the industry.',
        location: 'University of Sargodha, Main Auditorium',
        imageAlt: 'Illustration of a graduation cap',
      },
    },
  },
  community: {
    description:
      'Join thousands of developers in our Laravel, React, mobile and Shopify communities: meetups, mentoring and friends who code.',
    eyebrow: 'Learn together',
    title: 'Join Our Communities',
    listTitle: 'Our Communities',
    listEyebrow: 'Find your people',
    benefitsTitle: 'Why Join Our Communities?',
    members: (members: string) => `${members} members`,
    focus: 'Focus',
    join: 'Join Community',
    mail: {
      subject: (community: string) => `Join request: ${community}`,
      greeting: (companyName: string) => `Hello ${companyName},`,
      request: (community: string) => `I would like to join the ${community} community.`,
      fullName: 'Full name:',
      phone: 'Phone (for the group invitation):',
    },
    cta: {
      title: 'Ready to Grow with Us?',
      description:
        'Learn alongside hundreds of developers in Sargodha: start a course, or meet the community at our next event.',
      start: 'Start Learning Today',
      events: 'See Upcoming Events',
    },
    items: {
      laravel: {
        title: 'Laravel Developers Sargodha',
        description:
          'PHP and Laravel developers sharing packages, code reviews and deployment tips, from first-time learners to team leads.',
        features: [
          'Monthly Laravel meetups',
          'Code review sessions',
          'Package and tooling showcases',
          'Job board for PHP roles',
        ],
      },
      react: {
        title: 'React & JavaScript Community',
        description:
          'Everything modern JavaScript: React, Next.js, TypeScript and the tools around them, with weekly discussions and study groups.',
        features: [
          'Weekly study groups',
          'Open-source contributions',
          'Live coding sessions',
          'Interview preparation',
        ],
      },
      mobile: {
        title: 'Mobile App Developers',
        description:
          'Builders of iOS and Android apps with React Native, swapping notes on performance, design and publishing to the stores.',
        features: [
          'React Native workshops',
          'App store publishing help',
          'UI and UX feedback rounds',
          'Demo days',
        ],
      },
      shopify: {
        title: 'Shopify & E-commerce Builders',
        description:
          'Store owners, theme developers and app builders growing online businesses with Shopify and modern e-commerce tools.',
        features: [
          'Store teardown sessions',
          'Shopify app development',
          'Marketing and SEO tips',
          'Freelance opportunities',
        ],
      },
    },
    benefits: {
      networking: {
        title: 'Networking',
        description: 'Meet developers, mentors and employers from Sargodha and across Pakistan.',
      },
      resources: {
        title: 'Learning Resources',
        description: 'Curated guides, recorded talks and code samples shared by members.',
      },
      mentorship: {
        title: 'Mentorship',
        description: 'Get unstuck faster with guidance from experienced developers on our team.',
      },
      events: {
        title: 'Events & Workshops',
        description: 'Free meetups, hands-on workshops and hackathons all year round.',
      },
    },
  },
  news: {
    description: (companyName: string) =>
      `Admissions, student achievements, new projects and community milestones from ${companyName}.`,
    eyebrow: "What's new",
    title: 'Latest News',
    details: 'News details',
    loadMore: 'Load More News',
    noMore: "You're all caught up — no more news yet. Check back soon.",
    categories: {
      Admissions: 'Admissions',
      Achievements: 'Achievements',
      Company: 'Company',
      Students: 'Students',
      Projects: 'Projects',
      Community: 'Community',
    },
    imageAlts: {
      '1': 'Illustration of a calendar with one day highlighted',
      '2': 'Illustration of a golden trophy with a star',
      '3': 'Illustration of a shopping cart holding two parcels',
      '4': 'Illustration of a laptop showing a rising chart',
      '5': 'Illustration of a phone showing an app home screen',
      '6': 'Illustration of a megaphone with sound waves',
    },
  },
  blog: {
    description: (city: string) =>
      `Articles on web development, Laravel and React, hands-on tutorials and news from our team in ${city}.`,
    title: 'Blog',
    filteredTitle: (filter: string) => `Blog: ${filter}`,
    filteredDescription: (filter: string, companyName: string, description: string) =>
      `${filter} articles from the ${companyName} blog. ${description}`,
    eyebrow: 'Insights & tutorials',
    heading: 'Our Blog',
    filterLabel: 'Filter posts by category',
    all: 'All',
    categories: {
      'Web Development': 'Web Development',
      Development: 'Development',
      Laravel: 'Laravel',
      React: 'React',
      Tutorials: 'Tutorials',
      'Company News': 'Company News',
      Courses: 'Courses',
    },
    showingAll: (count: number) =>
      `Showing all ${count} ${plural('en', count, { one: 'post', other: 'posts' })}`,
    showingIn: (count: number, filter: string) =>
      `Showing ${count} ${plural('en', count, { one: 'post', other: 'posts' })} in ${filter}`,
    empty: {
      title: (filter: string) => `No posts in ${filter} yet`,
      text: 'We are writing new articles all the time. In the meantime, browse every post.',
      showAll: 'Show all posts',
    },
    details: 'Post details',
    readTime: (minutes: number) => `${minutes} min read`,
    imageAlts: {
      'web-development-course-sargodha-guide': 'Illustration of a code editor and a graduation cap',
      'clean-code-habits-for-professional-developers':
        'Illustration of neatly indented code in an editor window',
      'getting-started-with-laravel-11': 'Illustration of three stacked building blocks',
      'react-hooks-explained': 'Illustration of the React atom logo',
      'build-a-rest-api-step-by-step': 'Illustration of an open book with highlighted lines',
      'codenest-opens-new-training-lab': 'Illustration of an office building with lit windows',
    },
    article: {
      back: 'Back to Blog',
      details: 'Article details',
    },
  },
} satisfies Catalogue;
