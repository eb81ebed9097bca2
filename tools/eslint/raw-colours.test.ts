import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { rawColourSelectors } from './raw-colours';

/** The messages the rule gives on `code`, a module of an app's features. */
function lint(code: string): string[] {
  const config: Linter.Config[] = [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      rules: { 'no-restricted-syntax': ['error', ...rawColourSelectors] },
    },
  ];
  return new Linter({ configType: 'flat' }).verify(code, config, 'card.tsx').map((m) => m.message);
}

describe('the raw colour rule', () => {
  it.each([
    ["const c = '#fff';"],
    ["const c = '#1d41c4';"],
    ["const c = '#0f172a26';"],
    ['const css = `background: rgba(255, 255, 255, 0.06);`;'],
    ['const css = `color: rgb(0 0 0);`;'],
    ["const c = 'hsl(200 50% 40%)';"],
    ['const css = `box-shadow: 0 1px 2px hsla(0, 0%, 0%, 0.2), ${x};`;'],
    ['const css = `color: ${({ theme }) => theme.palette.blue[300]};`;'],
  ])('refuses %s', (code) => {
    expect(lint(code)).toHaveLength(1);
  });

  it.each([
    ['const css = `color: ${({ theme }) => theme.colors.fg.muted};`;'],
    ["const href = '#faq';"],
    ['const href = `#${sectionIds.startProject}`;'],
    ["const html = '<p>It&#8217;s &#x2014; ours</p>';"],
    ["const href = '/blog#add-a-comment';"],
  ])('lets %s through', (code) => {
    expect(lint(code)).toEqual([]);
  });
});
