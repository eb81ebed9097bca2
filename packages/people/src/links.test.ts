import { localePrefix } from '@site/i18n/locales';
import { paths } from '@site/site';
import {
  LANGUAGE_PREFIX,
  LINK_PURPOSES,
  LINK_TOKEN_PARAM,
  LOGIN_MODES,
  LOGIN_MODE_PARAM,
  isLoginMode,
  languageOrEnglish,
  loginPath,
  personLink,
} from './links';

describe('a person’s links', () => {
  it('carry the token in the fragment, which no server receives, on /login in a state', () => {
    const link = new URL(personLink('https://codenest.example/', 'reset', 'abc_DEF-123', 'en'));
    expect(link.origin + link.pathname).toBe(`https://codenest.example${paths.login}`);
    expect(link.searchParams.get(LOGIN_MODE_PARAM)).toBe('reset');
    expect(new URLSearchParams(link.hash.slice(1)).get(LINK_TOKEN_PARAM)).toBe('abc_DEF-123');
  });

  it('open the page in the person’s language', () => {
    const link = new URL(personLink('https://codenest.example', 'invite', 'token', 'ur'));
    expect(link.pathname).toBe(`/ur${paths.login}`);
    expect(loginPath('forgot', 'ur')).toBe('/ur/login?mode=forgot');
    expect(loginPath('sign-in')).toBe(paths.login);
  });

  it('put a language where @site/i18n puts its pages', () => {
    for (const language of ['en', 'ur'] as const)
      expect(LANGUAGE_PREFIX[language]).toBe(localePrefix(language));
  });

  it('are states of /login: the spec’s Create Account, asking for a reset, and each link’s', () => {
    expect(LOGIN_MODES).toEqual(['create-account', 'forgot', ...LINK_PURPOSES]);
    expect(isLoginMode('reset')).toBe(true);
    expect(isLoginMode('sign-in')).toBe(false);
    expect(isLoginMode('forgot-password')).toBe(false);
  });

  it('read a request’s language as English unless it is Urdu', () => {
    expect(languageOrEnglish('ur')).toBe('ur');
    for (const value of ['en', 'UR', 'fr', undefined, 7]) expect(languageOrEnglish(value)).toBe('en');
  });
});
