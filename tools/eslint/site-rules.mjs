// The project's own lint rules: file names and where tests sit (docs/frontend.md, "Layout of an app").
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const TEST_FILE = /\.test\.(?:ts|tsx)$/;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** Every file is named in kebab-case: `course-card.tsx`, `remote-area.test.tsx`. */
const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { notKebab: 'File names are kebab-case: "{{name}}" → "{{suggestion}}".' },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (KEBAB_CASE.test(name)) return {};
    const suggestion = name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[_\s]+/g, '-')
      .toLowerCase();
    return {
      Program(node) {
        context.report({ node, messageId: 'notKebab', data: { name, suggestion } });
      },
    };
  },
};

/**
 * A unit test sits beside what it tests and is named after it: `course-card.test.tsx` next to
 * `course-card.tsx`, or named after a folder beside it whose modules it tests together
 * (`ur.test.ts` for the parts of the Urdu catalogue in `ur/`). (The API's `*.http.test.ts` test
 * the service over HTTP and are named by behaviour.)
 */
const testBesideSubject = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      noSubject:
        '"{{name}}" has no "{{stem}}.ts(x)" beside it: a test sits beside the module it tests, named after it.',
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    if (!TEST_FILE.test(name) || name.endsWith('.http.test.ts')) return {};
    const stem = name.replace(TEST_FILE, '');
    const dir = path.dirname(context.filename);
    const found =
      SOURCE_EXTENSIONS.some((ext) => existsSync(path.join(dir, stem + ext))) ||
      statSync(path.join(dir, stem), { throwIfNoEntry: false })?.isDirectory();
    if (found) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'noSubject', data: { name, stem } });
      },
    };
  },
};

export default {
  meta: { name: 'site' },
  rules: { 'kebab-case-file-name': kebabCaseFileName, 'test-beside-subject': testBesideSubject },
};
