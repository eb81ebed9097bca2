import { catalogueShape } from '@site/i18n/testing';
import { en } from './en';
import ur from './ur';

describe('marketing messages', () => {
  it('has every English key in Urdu, and no other, none of them blank', () => {
    expect(catalogueShape(ur)).toEqual(catalogueShape(en));
  });

  it('keeps product and technology names in Latin script', () => {
    expect(ur.services.items.laravel.title).toBe('Laravel');
    expect(ur.services.items.react.technologies).toEqual(en.services.items.react.technologies);
  });
});
