export interface PageNames {
  name: string;
  pascal: string;
  camel: string;
  spaced: string;
}
export interface WordsIn {
  title?: string;
  description?: string;
  label?: string;
}
export function namesOf(name: string): PageNames;
export function withSitePath(source: string, page: { camel: string; path: string }, file?: string): string;
export function newPage(options: {
  dir: string;
  app: string;
  name: string;
  words: { en?: WordsIn; ur?: WordsIn };
  linked?: boolean;
  siteIndex?: string;
}): { created: string[]; changed: string[] };
