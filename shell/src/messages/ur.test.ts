import { catalogueShape } from '@site/i18n/testing';
import { en } from './en';
import ur from './ur';

it('the Urdu catalogue has exactly the English one’s shape, no text blank', () => {
  expect(catalogueShape(ur)).toEqual(catalogueShape(en));
});
