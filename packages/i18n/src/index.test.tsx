import { renderToString } from 'react-dom/server';
import {
  LocaleProvider,
  formatDate,
  formatNumber,
  hasMessages,
  loadTranslations,
  localePath,
  ltrOn,
  messagesHook,
  plural,
  registerMessages,
  splitLocale,
  type Translation,
} from './index';
import { catalogueShape } from './testing';

describe('URLs and languages', () => {
  it('reads the language from the first segment only', () => {
    expect(splitLocale('/ur/course')).toEqual({ locale: 'ur', path: '/course' });
    expect(splitLocale('/ur')).toEqual({ locale: 'ur', path: '/' });
    expect(splitLocale('/course')).toEqual({ locale: 'en', path: '/course' });
    expect(splitLocale('/urdu')).toEqual({ locale: 'en', path: '/urdu' });
    expect(splitLocale('/en/course')).toEqual({ locale: 'en', path: '/en/course' });
  });

  it('writes a path in a language, query and hash kept', () => {
    expect(localePath('/course', 'ur')).toBe('/ur/course');
    expect(localePath('/', 'ur')).toBe('/ur');
    expect(localePath('/#start-project', 'ur')).toBe('/ur#start-project');
    expect(localePath('/?sent=x', 'ur')).toBe('/ur?sent=x');
    expect(localePath('/course', 'en')).toBe('/course');
  });
});

describe('formatting with Intl', () => {
  it('keeps Latin digits in Urdu and names months in Urdu', () => {
    expect(formatNumber('ur', 45000)).toBe('45,000');
    expect(formatDate('en', '2026-12-12')).toBe('December 12, 2026');
    expect(formatDate('ur', '2026-12-12')).toMatch(/^12 دسمبر، 2026$/);
    expect(formatDate('ur', 'soon')).toBe('soon');
  });

  it('chooses the plural form by the language’s rules', () => {
    const forms = { one: 'seat', other: 'seats' };
    expect(plural('en', 1, forms)).toBe('seat');
    expect(plural('en', 3, forms)).toBe('seats');
    expect(plural('ur', 1, { one: 'نشست', other: 'نشستیں' })).toBe('نشست');
  });
});

describe('catalogues', () => {
  const en = { title: 'Our Courses', seats: (count: number) => `${count} seats`, group: { a: 'A' } };
  const ur: Translation<typeof en> = {
    title: 'ہمارے کورسز',
    seats: (count) => `${count} نشستیں`,
    group: { a: 'الف' },
  };
  const useMessages = messagesHook('test-app', en);
  function Title() {
    const t = useMessages();
    return <h1>{t.title}</h1>;
  }

  it('renders English by default and the registered translation in its language', () => {
    expect(renderToString(<Title />)).toBe('<h1>Our Courses</h1>');
    expect(hasMessages('test-app', 'ur')).toBe(false);
    expect(() =>
      renderToString(
        <LocaleProvider locale="ur">
          <Title />
        </LocaleProvider>,
      ),
    ).toThrow('test-app has no ur messages loaded');
    registerMessages('test-app', 'ur', ur);
    expect(
      renderToString(
        <LocaleProvider locale="ur">
          <Title />
        </LocaleProvider>,
      ),
    ).toBe('<h1>ہمارے کورسز</h1>');
  });

  it('compares shapes, so a missing, added or blank key fails a test', () => {
    expect(catalogueShape(ur)).toEqual(catalogueShape(en));
    expect(catalogueShape({ ...ur, title: ' ' })).not.toEqual(catalogueShape(en));
    expect(catalogueShape({ title: 'x', group: { a: 'A' } })).not.toEqual(catalogueShape(en));
  });
});

describe('a catalogue in parts', () => {
  const enFaq = { title: 'FAQ' };
  function Title({ use }: { use: () => typeof enFaq }) {
    return <h1>{use().title}</h1>;
  }
  const inUrdu = (use: () => typeof enFaq) =>
    renderToString(
      <LocaleProvider locale="ur">
        <Title use={use} />
      </LocaleProvider>,
    );

  it('loads a part’s translation once its code has run, and only in that language', async () => {
    const load = jest.fn(async () => ({ default: { title: 'سوالات' } }));
    const useFaq = messagesHook('parts-app', enFaq, 'faq', { ur: load });
    expect(load).not.toHaveBeenCalled();
    await loadTranslations('en');
    expect(load).not.toHaveBeenCalled();
    expect(() => inUrdu(useFaq)).toThrow('parts-app has no ur messages loaded');
    await loadTranslations('ur');
    await loadTranslations('ur');
    expect(load).toHaveBeenCalledTimes(1);
    expect(inUrdu(useFaq)).toBe('<h1>سوالات</h1>');
    expect(renderToString(<Title use={useFaq} />)).toBe('<h1>FAQ</h1>');
  });

  it('fails while a part cannot be had (never English in its place), and loads it again on the next call', async () => {
    const load = jest
      .fn<Promise<{ default: typeof enFaq }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { title: 'واقعات' } });
    const useEvents = messagesHook('parts-app', enFaq, 'events', { ur: load });
    await expect(loadTranslations('ur')).rejects.toThrow('offline');
    expect(() => inUrdu(useEvents)).toThrow('parts-app has no ur messages for events');
    await loadTranslations('ur');
    expect(inUrdu(useEvents)).toBe('<h1>واقعات</h1>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads one app’s parts alone when asked for that app: another app’s failure is not its own', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    messagesHook('app-b', enFaq, 'faq', { ur: failing });
    const useA = messagesHook('app-a', enFaq, 'faq', { ur: async () => ({ default: { title: 'الف' } }) });
    await loadTranslations('ur', 'app-a');
    expect(inUrdu(useA)).toBe('<h1>الف</h1>');
    expect(failing).not.toHaveBeenCalled();
    await expect(loadTranslations('ur')).rejects.toThrow('offline');
  });

  it('keeps the parts registered before, each under its name', () => {
    registerMessages('parts-app-2', 'ur', { title: 'الف' }, 'a');
    registerMessages('parts-app-2', 'ur', { title: 'ب' }, 'b');
    expect(inUrdu(messagesHook('parts-app-2', enFaq, 'a'))).toBe('<h1>الف</h1>');
    expect(inUrdu(messagesHook('parts-app-2', enFaq, 'b'))).toBe('<h1>ب</h1>');
  });

  it('keeps a part registered before the app’s whole catalogue (a part shown on demand)', () => {
    registerMessages('parts-app-3', 'ur', { title: 'الف' }, 'a');
    registerMessages('parts-app-3', 'ur', { title: 'ب' });
    expect(inUrdu(messagesHook('parts-app-3', enFaq, 'a'))).toBe('<h1>الف</h1>');
    expect(inUrdu(messagesHook('parts-app-3', enFaq))).toBe('<h1>ب</h1>');
  });
});

describe('ltrOn', () => {
  it('keeps a phone number or an e-mail left to right on a right-to-left page only', () => {
    expect(ltrOn('ur')).toBe('ltr');
    expect(ltrOn('en')).toBeUndefined();
  });
});
