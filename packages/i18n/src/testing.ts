// For each app's catalogue test: a translation has exactly the English catalogue's shape.
import type { Catalogue } from './messages';

/**
 * Every key of a catalogue as a path, with what it holds: 'nav.home: text', 'seats: (2)' for a
 * message function of two values, 'tags: list'. Two catalogues with the same shape give the same
 * list; a text that is empty shows as 'empty', so a blank translation fails too.
 */
export function catalogueShape(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) => {
      const path = prefix + key;
      if (typeof value === 'string') return [`${path}: ${value.trim() ? 'text' : 'empty'}`];
      if (typeof value === 'function') return [`${path}: (${value.length})`];
      if (Array.isArray(value)) return [`${path}: list of ${value.length}`];
      return catalogueShape(value as Catalogue, `${path}.`);
    })
    .sort();
}
