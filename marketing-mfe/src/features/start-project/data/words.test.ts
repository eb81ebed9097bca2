import { catalogueShape } from '@site/i18n/testing';
import type { Catalogue } from '@site/i18n';
import { startProjectWords } from './words';

describe('the start-project section’s words', () => {
  it('have the same shape in Urdu as in English, every text filled in, as many steps', () => {
    const shape = (language: 'en' | 'ur') =>
      catalogueShape(startProjectWords[language] as unknown as Catalogue);
    expect(shape('ur')).toEqual(shape('en'));
    expect(startProjectWords.ur.steps).toHaveLength(startProjectWords.en.steps.length);
  });
});
