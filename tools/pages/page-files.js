// The files of a new page (tools/pages/new-page.js): a route page, its feature's view, its words
// in English and Urdu and its test, each as the rest of the remote writes them (docs/project-structure.md).

/** A TypeScript string literal of `text`, in single quotes. */
const q = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function routePage({ name, pascal }) {
  return `// ${name}: its title, label and languages are its route's (src/messages/routes.ts, src/remote.ts).
import { usePageMeta } from '@site/federation';
import { ${pascal}View } from '../features/${name}/components/${name}-view';
import { use${pascal}Messages } from '../messages/en/${name}';

export function ${pascal}Page() {
  const t = use${pascal}Messages();
  usePageMeta({ description: t.description });
  return <${pascal}View />;
}

export default ${pascal}Page;
`;
}

function view({ name, pascal }) {
  return `import { useRouteTitle } from '@site/federation/route-title';
import { PageHeader } from '@site/ui';
import { use${pascal}Messages } from '@/messages/en/${name}';

/** The ${name} page's content, in the page's language; its heading is its route's title. */
export function ${pascal}View() {
  const t = use${pascal}Messages();
  const title = useRouteTitle();
  return <PageHeader title={title} description={t.description} />;
}
`;
}

function englishWords({ app, name, pascal, words }) {
  return `// The English words of the ${name} page: a part of ${app}'s catalogue in a module of its own, so
// that a chunk carries only the English it renders; the Urdu is ../ur/${name}.ts. Its title is its
// route's (../routes.ts).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const en${pascal} = {
  description: ${q(words.en.description)},
} satisfies Catalogue;

/** These words in the page's language: \`const t = use${pascal}Messages();\`. */
export const use${pascal}Messages = defineMessages('${name}', en${pascal}, {
  ur: () => import(/* webpackChunkName: "messages-ur-${name}" */ '../ur/${name}'),
});
`;
}

function urduWords({ app, name, pascal, words }) {
  return `// ${app}'s words of the ${name} page in Urdu: the shape of ../en/${name}.ts, a chunk loaded only on
// /ur pages, with the code that shows them.
import type { Translation } from '@site/i18n';
import type { en${pascal} } from '../en/${name}';

const ur: Translation<typeof en${pascal}> = {
  description: ${q(words.ur.description)},
};

export default ur;
`;
}

function pageTest({ name, pascal }) {
  return `import { loadTranslations } from '@site/i18n';
import { screen } from '@testing-library/react';
import remote from '@/remote';
import { en${pascal} } from '@/messages/en/${name}';
import ur${pascal} from '@/messages/ur/${name}';
import { renderWithProviders } from '@/testing/render';
import { ${pascal}Page } from './${name}-page';

const [route] = remote.pages.${pascal}Page.routes;
/** The page's title in each language: its route's words (src/messages/routes.ts). */
const title = { en: route.title ?? '', ur: route.translations?.ur?.title ?? '' };

describe('${pascal}Page', () => {
  it('is declared in English and Urdu, with a title in each', () => {
    expect(route.locales).toEqual(['en', 'ur']);
    expect(title.en).not.toBe('');
    expect(title.ur).not.toBe('');
  });

  it('shows its title and description in English', () => {
    renderWithProviders(<${pascal}Page />, { route: route.path });
    expect(screen.getByRole('heading', { level: 1, name: title.en })).toBeInTheDocument();
    expect(screen.getByText(en${pascal}.description)).toBeInTheDocument();
    expect(document.title).toContain(title.en);
  });

  it('shows its title and description in Urdu', async () => {
    await loadTranslations('ur');
    renderWithProviders(<${pascal}Page />, { route: route.path, locale: 'ur' });
    expect(screen.getByRole('heading', { level: 1, name: title.ur })).toBeInTheDocument();
    expect(screen.getByText(ur${pascal}.description)).toBeInTheDocument();
  });
});
`;
}

/** The route's words in both languages, an entry of `defineRouteWords` in src/messages/routes.ts. */
function routeWordsEntry({ camel, words }) {
  const lang = (w) => `{ title: ${q(w.title)}, label: ${q(w.label)} }`;
  return `  ${camel}: {\n    en: ${lang(words.en)},\n    ur: ${lang(words.ur)},\n  },\n`;
}

/** The page in src/remote.ts's \`pages\`: its file and its route. */
function remotePage({ name, pascal, camel, path, linked }) {
  const where = linked ? `paths.${camel}` : q(path);
  return `    ${pascal}Page: {\n      file: './src/routes/${name}-page.tsx',\n      routes: [{ path: ${where}, ...routeWords.${camel} }],\n    },\n`;
}

module.exports = { q, routePage, view, englishWords, urduWords, pageTest, routeWordsEntry, remotePage };
