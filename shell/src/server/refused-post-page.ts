// The answer to a form post past its address's budget of rendered refusals (refusal-budget.ts):
// a small page written here, without a render, that keeps every value the visitor typed in a form
// posting them again to the same page, so nothing is lost while they wait.
import type { Locale } from '@site/i18n';
import { URDU_FALLBACK_FAMILY, URDU_FALLBACK_FONT, URDU_FALLBACK_STACK } from '../urdu-fallback';

/** On the Urdu page, the site's small Naskh font, so no device shows Urdu's letters as boxes. */
const URDU_STYLES = `@font-face{font-family:'${URDU_FALLBACK_FAMILY}';font-display:swap;src:url('${URDU_FALLBACK_FONT}') format('woff2')}
body{font-family:${URDU_FALLBACK_STACK};line-height:2}`;

const words: Record<Locale, { title: string; text: string; send: string; back: string }> = {
  en: {
    title: 'Please wait a moment',
    text: 'This form was sent from your connection many times in a short while, so it was not sent this time. Wait a few seconds, then send it again: what you typed is kept on this page.',
    send: 'Send again',
    back: 'Back to the page',
  },
  ur: {
    title: 'براہِ کرم تھوڑا انتظار کریں',
    text: 'آپ کے کنکشن سے یہ فارم تھوڑی دیر میں کئی بار بھیجا گیا، اس لیے اس بار نہیں بھیجا گیا۔ چند سیکنڈ انتظار کریں، پھر دوبارہ بھیجیں: آپ کا لکھا ہوا اس صفحے پر محفوظ ہے۔',
    send: 'دوبارہ بھیجیں',
    back: 'صفحے پر واپس جائیں',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The page for a post to `pathname` (in its language) with the fields the visitor sent. */
export function refusedPostPage(
  locale: Locale,
  pathname: string,
  fields: Readonly<Record<string, string>>,
): string {
  const t = words[locale];
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const page = escapeHtml(pathname);
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ur' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{margin:0;padding:0 1rem;font:1rem/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:10vh auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0f172a26}
h1{font-size:1.5rem;margin:0 0 .75rem}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
${locale === 'ur' ? URDU_STYLES : ''}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.text}</p>
<form method="post" action="${page}">${inputs}<button type="submit">${t.send}</button></form>
<p><a href="${page}">${t.back}</a></p>
</main>
</body>
</html>
`;
}
