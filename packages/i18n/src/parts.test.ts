import { join } from 'node:path';
import { loadTranslations, messagesIn } from './index';
import { messagesOf } from './parts';
import { misnamedParts, translationShapes } from './testing';

const fixtures = join(__dirname, 'fixtures', 'parts');

describe('messagesOf', () => {
  it('declares a part under the app bound once, its translations loading with it', async () => {
    const defineMessages = messagesOf('parts-test');
    const en = { hello: 'Hello' };
    defineMessages('greeting', en, { ur: async () => ({ default: { hello: 'سلام' } }) });
    await loadTranslations('ur', 'parts-test');
    expect(messagesIn('parts-test', en, 'ur', 'greeting')).toEqual({ hello: 'سلام' });
    expect(messagesIn('parts-test', en, 'en', 'greeting')).toBe(en);
  });
});

describe('misnamedParts', () => {
  it('finds nothing when each part, its chunk and its import are named after its module', async () => {
    expect(await misnamedParts('fixture-good', join(fixtures, 'good', 'en'))).toEqual([]);
    const { en, translation } = await translationShapes('fixture-good', join(fixtures, 'good', 'en'), 'ur');
    expect(translation).toEqual(en);
  });

  it('names each disagreement: the part, the chunk, the import, the helper not used', async () => {
    expect((await misnamedParts('fixture-bad', join(fixtures, 'bad', 'en'))).sort()).toEqual([
      "hero.ts: chunk 'messages-ur-heroes', not 'messages-ur-hero'",
      "hero.ts: part 'heroSection', not 'hero'",
      'menu.ts: declares a part with messagesHook, not defineMessages',
      'menu.ts: imports a translation without naming its chunk',
      `part 'heroSection' of fixture-bad is named after no module of ${join(fixtures, 'bad', 'en')}`,
    ]);
  });
});
