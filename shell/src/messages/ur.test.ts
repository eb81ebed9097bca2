import { catalogueShape } from '@site/i18n/testing';
import { en } from './en';
import { enLegal } from './en-legal';
import ur from './ur';
import urLegal from './ur-legal';

it('the Urdu catalogue has exactly the English one’s shape, no text blank', () => {
  expect(catalogueShape(ur)).toEqual(catalogueShape(en));
});

it('the Urdu legal summaries have exactly the English ones’ shape, no text blank', () => {
  expect(catalogueShape(urLegal)).toEqual(catalogueShape(enLegal));
});
