/**
 * Every fact of the staff area is written once, in @site/staff (packages/staff), and imported
 * from there (docs/decisions/0038-the-staff-contract-and-its-words.md): the password minimum, the
 * authenticator code's digits and period, the admin path, the lead statuses' and the sources'
 * words. The scanner (staff-facts.ts) reads the source files of every workspace but the owner
 * (not tests, not a test's helpers, not e2e, whose every file is a test; not comments) and
 * fails with `file:line: the fact — the line` for a copy of one.
 */
import { ROOT, WORKSPACES } from './docs-paths';
import { OWNER, factsIn, factsOutsideOwner, sourceFiles } from './staff-facts';

describe('the staff facts', () => {
  it('are written in @site/staff only', () => {
    const files = sourceFiles(ROOT, WORKSPACES);
    // The reading itself works: it reads the API and the staff pages, not the owner.
    expect(files).toContain('api/src/auth/passwords.ts');
    expect(files).toContain('accounts-mfe/src/features/staff-setup/components/setup-form.tsx');
    expect(files.filter((file) => file.startsWith(`${OWNER}/`) || /\.test\.tsx?$/.test(file))).toEqual([]);
    expect(factsOutsideOwner(ROOT, WORKSPACES)).toEqual([]);
  });

  it('are found in a copy, with the file, the line and the fact', () => {
    const text = [
      'export const PASSWORD_MIN_LENGTH = 12;',
      'if ([...password].length < 12) return;',
      '<PasswordField minLength={12} />',
      'const CODE = /^\\d{6}$/;',
      "const digits = new RegExp('^[0-9]{6}$');",
      "hint: 'A new code every 30 seconds.',",
      "hint: 'Enter the 6 digits the app shows.',",
      'export const TOTP_DIGITS = 6;',
      "signIn: '/admin-jeansrecycle',",
      'lead: `/admin-jeansrecycle/leads/${kind}`,',
      "contacted: 'Contacted',",
      "referrer_host: 'Referring site',",
    ].join('\n');
    const found = factsIn('accounts-mfe/src/example.ts', text);
    expect(found.map(({ line, fact }) => `${line}: ${fact}`)).toEqual([
      '1: the password minimum, 12 (PASSWORD_MIN_LENGTH)',
      '2: the password minimum, 12 (PASSWORD_MIN_LENGTH)',
      '3: the password minimum, 12 (PASSWORD_MIN_LENGTH)',
      '4: the TOTP digits, 6 (TOTP_DIGITS)',
      '5: the TOTP digits, 6 (TOTP_DIGITS)',
      '6: the TOTP period, 30 s (TOTP_PERIOD_SECONDS)',
      '7: the TOTP digits, 6 (TOTP_DIGITS)',
      '8: the TOTP digits, 6 (TOTP_DIGITS)',
      '9: the admin path (paths.admin of @site/site; staffPages of @site/staff)',
      '10: the admin path (paths.admin of @site/site; staffPages of @site/staff)',
      '11: a status word (statusLabels of @site/staff)',
      '12: a source word (sourceLabels of @site/staff)',
    ]);
    expect(found[0]).toEqual({
      file: 'accounts-mfe/src/example.ts',
      line: 1,
      fact: 'the password minimum, 12 (PASSWORD_MIN_LENGTH)',
      text: 'export const PASSWORD_MIN_LENGTH = 12;',
    });
  });

  it('leave the admin path to its owner, @site/site’s paths', () => {
    const line = "  admin: '/admin-jeansrecycle',";
    expect(factsIn('packages/site/src/index.ts', line)).toEqual([]);
    expect(factsIn('packages/site/src/other.ts', line)).toHaveLength(1);
  });

  it('leave other numbers, words and comments be', () => {
    const text = [
      'const MAX_ITEMS = 12;',
      "const PAGE = { columns: 12, digits: '#[0-9a-f]{6}' };",
      'const HEX = /^#[0-9a-fA-F]{6}$/;',
      "enrolled: 'Enrolled',",
      "status: 'New',",
      "won: 'Won', lost: 'Lost',",
      'timeout: 30_000, period: 300,',
      '// The staff sign-in is at /admin-jeansrecycle, whose `minLength` is 12.',
      ' * Six digits ("123 456"), checked against /^\\d{6}$/.',
      'const admin = paths.admin;',
    ].join('\n');
    expect(factsIn('shell/src/example.ts', text)).toEqual([]);
  });
});
