// The Urdu fonts, on Urdu pages only: the site's Nastaliq once the page answers taps and is idle
// (its @font-face restyles the whole page, which must not delay the first taps); the Naskh
// fallback for devices without Urdu's letters from the first paint.
import { LocaleProvider, type Locale } from '@site/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { URDU_FALLBACK_FONT } from '../urdu-fallback';
import { UrduFont } from './urdu-font';

/** Whether the page's styles name `text` (Emotion writes them as text or as CSSOM rules). */
const styled = (text: string) =>
  document.head.innerHTML.includes(text) ||
  [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(text)));
/** Whether the site's Nastaliq font is declared. */
const declared = () => styled('noto-nastaliq-urdu-400');

function renderIn(locale: Locale) {
  return render(
    <LocaleProvider locale={locale}>
      <UrduFont />
    </LocaleProvider>,
  );
}

const moment = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});

it('waits for the page to answer taps, then for an idle moment, on an Urdu page', async () => {
  const { unmount } = renderIn('ur');
  await moment(400);
  expect(declared()).toBe(false);
  // The fallback for devices without Urdu's letters is there from the start.
  expect(styled(URDU_FALLBACK_FONT)).toBe(true);

  await act(async () => {
    document.documentElement.dataset.hydrated = 'true';
  });
  expect(declared()).toBe(false);
  await waitFor(() => expect(declared()).toBe(true));
  unmount();
});

it('is never declared on an English page', async () => {
  document.documentElement.dataset.hydrated = 'true';
  renderIn('en');
  await moment(400);
  expect(declared()).toBe(false);
  expect(styled(URDU_FALLBACK_FONT)).toBe(false);
});
