// The Urdu catalogue: its shape, and the pages of content-mfe rendered with it (/ur/faq,
// /ur/event, /ur/community, /ur/news, /ur/blog): the catalogue's words, Intl dates and times for
// ur-PK, the WhatsApp registration, and English posts and stories marked as English.
import { loadTranslations } from '@site/i18n';
import { misnamedParts, translationShapes } from '@site/i18n/testing';
import { join } from 'node:path';
import remote from '../remote';
import { APP } from './index';
import { screen, waitFor, within } from '@testing-library/react';
import { blogPosts } from '../features/blog/data/blog-posts';
import { newsItems } from '../features/news/data/news';
import { BlogPage } from '../routes/blog-page';
import { CommunityPage } from '../routes/community-page';
import { EventsPage } from '../routes/events-page';
import { FaqPage } from '../routes/faq-page';
import { NewsPage } from '../routes/news-page';
import { renderWithProviders } from '../testing/render';
import { enEvents } from './en/events';
import { enBlog } from './en/blog';
import urBlog from './ur/blog';
import urEvents from './ur/events';

beforeAll(() => loadTranslations('ur'));

describe('the Urdu catalogue', () => {
  it('is registered under the remote’s name, each part, its Urdu module and chunk named after its module', async () => {
    expect(APP).toBe(remote.name);
    expect(await misnamedParts(APP, join(__dirname, 'en'))).toEqual([]);
  });

  it('has every part of the English catalogue in Urdu, with the same keys, message functions and lists, none blank', async () => {
    const { en, translation } = await translationShapes(APP, join(__dirname, 'en'), 'ur');
    expect(Object.keys(en).length).toBeGreaterThan(5);
    expect(translation).toEqual(en);
  });

  it('chooses plural forms by count in both languages', () => {
    expect(enEvents.seatsLeft(1)).toBe('1 seat left');
    expect(enEvents.seatsLeft(5)).toBe('5 seats left');
    expect(urEvents.seatsLeft(1)).toBe('1 سیٹ باقی ہے');
    expect(urEvents.seatsLeft(5)).toBe('5 سیٹیں باقی ہیں');
    expect(enBlog.showingIn(1, 'Development')).toBe('Showing 1 post in Development');
    expect(urBlog.showingAll(6)).toBe('تمام 6 پوسٹس دکھائی جا رہی ہیں');
  });
});

const inUrdu = (route: string) => ({ route, locale: 'ur' as const });

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
}

describe('/ur/faq', () => {
  it('asks and answers in Urdu, with the help box and an Urdu support e-mail', async () => {
    renderWithProviders(<FaqPage />, inUrdu('/faq'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'اکثر پوچھے جانے والے سوالات' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(10);
    expect(
      screen.getByRole('heading', { level: 2, name: 'آپ کون کون سے کورسز کرواتے ہیں؟' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/CodeNest Technologies کا سرٹیفکیٹ/)).toBeInTheDocument();
    const help = screen.getByRole('complementary', { name: 'اب بھی کوئی سوال ہے؟' });
    expect(help).toHaveTextContent('لائیو چیٹ صبح 9 بجے سے شام 6 بجے تک دستیاب ہے');
    expect(within(help).getByRole('link', { name: 'سپورٹ سے رابطہ کریں' })).toHaveAttribute(
      'href',
      `mailto:info@codenest.pk?subject=${encodeURIComponent('عمومی سوالات کے صفحے سے مدد کی درخواست')}`,
    );
    expect(within(help).getByText('+92 300 8601234').tagName).toBe('BDI');
    await waitFor(() => expect(document.title).toContain('عمومی سوالات'));
    const faqLd = document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(faqLd).toContain('فیس کی واپسی کی پالیسی کیا ہے؟');
  });
});

describe('/ur/event', () => {
  it('shows the events in Urdu with Urdu dates, times and seats', () => {
    renderWithProviders(<EventsPage />, inUrdu('/event'));
    expect(screen.getByRole('heading', { level: 1, name: 'آنے والے ایونٹس' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const workshop = within(card('Laravel 11 عملی ورکشاپ'));
    expect(workshop.getByText('ہفتہ، 12 دسمبر، 2026')).toHaveAttribute('datetime', '2026-12-12');
    expect(workshop.getByText('10:00 صبح – 4:00 سہ پہر')).toBeInTheDocument();
    expect(workshop.getByText('CodeNest ٹریننگ لیب، یونیورسٹی روڈ، سرگودھا')).toBeInTheDocument();
    expect(workshop.getByText('5 سیٹیں باقی ہیں')).toBeInTheDocument();
    expect(workshop.getByText('آنے والا')).toBeInTheDocument();
    expect(workshop.getByRole('img', { name: 'ایک دوسرے پر رکھے تین بلاکس کی تصویر' })).toBeInTheDocument();
    const full = within(card('Shopify ایپ ڈویلپمنٹ بوٹ کیمپ'));
    expect(full.getByRole('button', { name: 'تمام سیٹیں بُک ہو چکی ہیں' })).toBeDisabled();
    expect(within(card('ویب ڈویلپمنٹ کیریئر سیمینار')).getByText('ایونٹ ختم ہو چکا ہے')).toBeInTheDocument();
  });

  it('registers by e-mail in Urdu, or on WhatsApp with an Urdu message naming the event and its date', () => {
    renderWithProviders(<EventsPage />, inUrdu('/event'));
    const workshop = within(card('Laravel 11 عملی ورکشاپ'));
    const mail = workshop.getByRole('link', { name: /^ابھی رجسٹر کریں ?: Laravel 11 عملی ورکشاپ$/ });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(
      'ایونٹ رجسٹریشن: Laravel 11 عملی ورکشاپ (ہفتہ، 12 دسمبر، 2026)',
    );
    const whatsApp = workshop.getByRole('link', {
      name: /^WhatsApp پر رجسٹر کریں ?: Laravel 11 عملی ورکشاپ$/,
    });
    const message =
      'السلام علیکم CodeNest Technologies! براہِ کرم 12 دسمبر، 2026 کو ہونے والے Laravel 11 عملی ورکشاپ کے لیے میری رجسٹریشن کر دیں۔';
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/923008601234?text=${encodeURIComponent(message)}`,
    );
    expect(screen.getAllByRole('link', { name: /^WhatsApp پر رجسٹر کریں/ })).toHaveLength(2);
  });

  it('offers WhatsApp on English pages too, in English', () => {
    renderWithProviders(<EventsPage />, { route: '/event' });
    const link = within(card('React & JavaScript Developers Meetup')).getByRole('link', {
      name: /^Register on WhatsApp ?: React & JavaScript Developers Meetup$/,
    });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/923008601234?text=${encodeURIComponent(
        'Hello CodeNest Technologies! I would like to register for React & JavaScript Developers Meetup on December 19, 2026.',
      )}`,
    );
  });
});

describe('/ur/community', () => {
  it('shows the communities, benefits and closing call in Urdu, joining by an Urdu e-mail', () => {
    renderWithProviders(<CommunityPage />, inUrdu('/community'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'ہماری کمیونٹیز میں شامل ہوں' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Laravel ڈویلپرز سرگودھا');
    expect(within(cards[0]!).getByText(/اراکین$/)).toHaveTextContent(/^\u2066?2,500\+\u2069? اراکین$/);
    const join = within(cards[1]!).getByRole('link', { name: /^کمیونٹی میں شامل ہوں/ });
    expect(decodeURIComponent(join.getAttribute('href')!)).toContain(
      'شمولیت کی درخواست: React اور JavaScript کمیونٹی',
    );
    const benefits = screen.getByRole('region', { name: 'ہماری کمیونٹیز میں کیوں شامل ہوں؟' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['نیٹ ورکنگ', 'سیکھنے کے وسائل', 'رہنمائی', 'ایونٹس اور ورکشاپس']);
    expect(screen.getByRole('link', { name: 'آنے والے ایونٹس دیکھیں' })).toHaveAttribute('href', '/event');
  });
});

describe('/ur/news', () => {
  it('lists the English stories marked as English, with Urdu chrome and dates, linking to the English story', () => {
    renderWithProviders(<NewsPage />, inUrdu('/news'));
    expect(screen.getByRole('heading', { level: 1, name: 'تازہ ترین خبریں' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    const title = first.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(newsItems[0].title);
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(first.getByText(newsItems[0].excerpt)).toHaveAttribute('lang', 'en');
    expect(first.getByText('داخلے')).toBeInTheDocument();
    expect(first.getByText('داخلہ دفتر')).toBeInTheDocument();
    expect(first.getByText('10 نومبر، 2026')).toHaveAttribute('datetime', '2026-11-10');
    const link = first.getByRole('link', { name: /^مزید پڑھیں/ });
    expect(link).toHaveAttribute('href', '/news/1');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveTextContent('(انگریزی میں)');
    expect(screen.getByRole('button', { name: 'مزید خبریں دیکھیں' })).toBeInTheDocument();
  });
});

describe('/ur/blog', () => {
  it('filters and counts in Urdu, keeps the English slugs, and marks the English posts', async () => {
    renderWithProviders(<BlogPage />, inUrdu('/blog'));
    expect(screen.getByRole('heading', { level: 1, name: 'ہمارا بلاگ' })).toBeInTheDocument();
    const filters = screen.getByRole('list', { name: 'زمرے کے لحاظ سے پوسٹس فلٹر کریں' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['سب', '/blog'],
      ['ڈویلپمنٹ', '/blog?category=development'],
      ['Laravel', '/blog?category=laravel'],
      ['React', '/blog?category=react'],
      ['ٹیوٹوریلز', '/blog?category=tutorials'],
      ['کمپنی کی خبریں', '/blog?category=company-news'],
    ]);
    expect(within(filters).getByRole('link', { name: 'سب' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('تمام 6 پوسٹس دکھائی جا رہی ہیں');
    const first = within(screen.getAllByRole('article')[0]!);
    const title = first.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(blogPosts[0].title);
    expect(title).toHaveAttribute('lang', 'en');
    expect(first.getByText(blogPosts[0].excerpt)).toHaveAttribute('lang', 'en');
    expect(first.getByText('ویب ڈویلپمنٹ')).toBeInTheDocument();
    expect(first.getByText('احمد رضا')).toBeInTheDocument();
    expect(first.getByText('6 منٹ کا مطالعہ')).toBeInTheDocument();
    expect(first.getByText('15 مارچ، 2024')).toHaveAttribute('datetime', '2024-03-15');
    expect(first.getByRole('img', { name: 'کوڈ ایڈیٹر اور گریجویشن کیپ کی تصویر' })).toBeInTheDocument();
    const link = first.getByRole('link', { name: /^مزید پڑھیں/ });
    expect(link).toHaveAttribute('href', `/blog/${blogPosts[0].slug}`);
    expect(link).toHaveTextContent('(انگریزی میں)');
    await waitFor(() => expect(document.title).toContain('بلاگ'));
  });

  it('names the filtered list in Urdu', async () => {
    renderWithProviders(<BlogPage />, inUrdu('/blog?category=company-news'));
    expect(screen.getByRole('status')).toHaveTextContent('کمپنی کی خبریں میں 1 پوسٹ دکھائی جا رہی ہے');
    await waitFor(() => expect(document.title).toContain('بلاگ: کمپنی کی خبریں'));
  });
});
