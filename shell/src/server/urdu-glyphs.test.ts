// The head's script of Urdu pages: it marks the page and preloads the fallback font only where the
// device's fonts would show Urdu's letters as empty boxes.
import { runInNewContext } from 'node:vm';
import { URDU_FALLBACK_CLASS, URDU_FALLBACK_FONT, URDU_FALLBACK_STACK } from '../urdu-fallback';
import { URDU_GLYPHS_SCRIPT } from './urdu-glyphs';

/** Runs the script against a document whose canvas measures `width(text)`; returns what it did. */
function run(width: (text: string) => number) {
  const classes: string[] = [];
  const links: Record<string, string>[] = [];
  const document = {
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
    createElement: (tag: string) =>
      tag === 'canvas'
        ? { getContext: () => ({ font: '', measureText: (t: string) => ({ width: width(t) }) }) }
        : {},
  };
  runInNewContext(URDU_GLYPHS_SCRIPT, { document });
  return { classes, links };
}

it('does nothing where the device has Urdu’s letters', () => {
  expect(run((text) => (text === '\udbff\udffd' ? 10 : 14))).toEqual({ classes: [], links: [] });
});

it('marks the page and preloads the fallback font where a letter would be an empty box', () => {
  // ے has no glyph: it measures like a character no font has.
  const { classes, links } = run((text) => (text === '\u06d2' || text === '\udbff\udffd' ? 10 : 14));
  expect(classes).toEqual([URDU_FALLBACK_CLASS]);
  expect(links).toEqual([
    expect.objectContaining({
      rel: 'preload',
      as: 'font',
      href: URDU_FALLBACK_FONT,
      crossOrigin: 'anonymous',
    }),
  ]);
});

it('puts the fallback font right after the site’s Nastaliq', () => {
  expect(URDU_FALLBACK_STACK).toMatch(
    /^"Noto Nastaliq Urdu", "Noto Naskh Arabic Urdu", "Jameel Noori Nastaleeq"/,
  );
});
