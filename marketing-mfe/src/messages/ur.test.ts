import { catalogueShape } from '@site/i18n/testing';
import { enConsultancy } from './en/consultancy';
import { enHero } from './en/hero';
import { enHome } from './en/home';
import { enPackages } from './en/packages';
import { enPlans } from './en/plans';
import { enPortfolio } from './en/portfolio';
import { enPricing } from './en/pricing';
import { enServices } from './en/services';
import { enSiteMap } from './en/site-map';
import { enTeam } from './en/team';
import { enTestimonials } from './en/testimonials';
import { enWhatsApp } from './en/whats-app';
import ur from './ur';

/** Every part of the English catalogue, by the name its hook reads the Urdu part under. */
const en = {
  home: enHome,
  hero: enHero,
  services: enServices,
  portfolio: enPortfolio,
  team: enTeam,
  testimonials: enTestimonials,
  consultancy: enConsultancy,
  siteMap: enSiteMap,
  plans: enPlans,
  pricing: enPricing,
  packages: enPackages,
  whatsApp: enWhatsApp,
} satisfies Record<keyof typeof ur, unknown>;

describe('marketing messages', () => {
  it('has a part for every English part, and no other', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof typeof en)[])(
    'has every English key of the %s part in Urdu, and no other, none of them blank',
    (part) => {
      expect(catalogueShape(ur[part])).toEqual(catalogueShape(en[part]));
    },
  );

  it('keeps product and technology names in Latin script', () => {
    expect(ur.services.items.laravel.title).toBe('Laravel');
    expect(ur.services.items.react.technologies).toEqual(enServices.items.react.technologies);
  });
});
