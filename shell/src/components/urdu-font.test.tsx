// The Urdu font is declared only on Urdu pages, and only once the page answers taps and is idle:
// its @font-face restyles the whole page, which must not delay the first taps.
import { LocaleProvider, type Locale } from '@site/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { UrduFont } from './urdu-font';

/** Whether the page's styles declare the font (Emotion writes them as text or as CSSOM rules). */
const declared = () =>
  document.head.innerHTML.includes('Noto Nastaliq Urdu') ||
  [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes('Noto Nastaliq Urdu')),
  );

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
});
