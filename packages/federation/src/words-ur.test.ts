import { catalogueShape } from '@site/i18n/testing';
import { federationWords } from './words';
import ur from './words-ur';

it('the federation’s Urdu words have exactly the English ones’ shape, none blank', () => {
  expect(catalogueShape(ur)).toEqual(catalogueShape(federationWords));
});
