/**
 * The company's facts, one place to change them: every app shows them, the site's server writes
 * them into each page's head, and the API mails leads to the company's address. It imports
 * nothing, so it also compiles alone to CommonJS for the API (`npm run build -w @site/site`).
 */
export const siteSettings = {
  companyName: 'CodeNest Technologies',
  shortName: 'CodeNest',
  tagline: 'Software development and IT training in Sargodha',
  email: 'info@codenest.pk',
  phones: ['+92 300 8601234', '+92 48 3721234'],
  /** The number that answers WhatsApp (the mobile one; a landline has none). */
  whatsApp: '+92 300 8601234',
  address: 'Office 12, University Road, Sargodha, Punjab 40100, Pakistan',
  /** The address in parts, for structured data (schema.org PostalAddress). */
  postalAddress: {
    streetAddress: 'Office 12, University Road',
    addressLocality: 'Sargodha',
    addressRegion: 'Punjab',
    postalCode: '40100',
    addressCountry: 'PK',
  },
  city: 'Sargodha',
  /** The company's mark, served by the site (the shell's public/ folder): the favicon and the logo of structured data. */
  logo: '/favicon.svg',
  /** The image link previews show for a page that has none of its own (1200×630, the shell's public/ folder). */
  shareImage: '/og-image.png',
  /** Company profiles. Placeholders until the company's own accounts are filled in. */
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    github: 'https://github.com/',
  },
  schedulingUrl: 'https://calendly.com/codenest/30min',
  consultation: {
    minutes: 30,
    hours: 'Monday to Friday, 9 AM to 6 PM EST',
  },
} as const;

export type SiteSettings = typeof siteSettings;

/**
 * A click-to-chat link to the company's WhatsApp with a message typed in for the visitor
 * (https://wa.me/<digits>?text=…): a plain link, no script of WhatsApp's on the page.
 */
export function whatsAppLink(message: string): string {
  return `https://wa.me/${siteSettings.whatsApp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * The company as schema.org describes it, for structured data (JSON-LD). Root-relative URLs are
 * made absolute where the page is written. `LocalBusiness` on the home page; `Organization` where
 * another object names its provider or publisher.
 */
export function organizationData(type: 'Organization' | 'LocalBusiness' = 'Organization') {
  const { postalAddress } = siteSettings;
  return {
    '@type': type,
    name: siteSettings.companyName,
    url: '/',
    logo: siteSettings.logo,
    email: siteSettings.email,
    telephone: siteSettings.phones[0],
    address: { '@type': 'PostalAddress', ...postalAddress },
    ...(type === 'LocalBusiness'
      ? {
          image: siteSettings.shareImage,
          description: siteSettings.tagline,
          contactPoint: siteSettings.phones.map((telephone) => ({
            '@type': 'ContactPoint',
            telephone,
            email: siteSettings.email,
            contactType: 'customer service',
          })),
          sameAs: Object.values(siteSettings.social),
        }
      : {}),
  };
}
