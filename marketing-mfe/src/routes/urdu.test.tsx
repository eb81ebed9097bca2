// The marketing pages on /ur: Urdu words from the catalogue, WhatsApp messages in Urdu, prices
// through Intl (ur-PK keeps Latin digits and the page's currency).
import { registerMessages } from '@site/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsultancySection } from '../features/consultancy/components/consultancy-section';
import { Hero } from '../features/hero/components/hero';
import { PortfolioSection } from '../features/portfolio/components/portfolio-section';
import { ServicesSection } from '../features/services/components/services-section';
import { ExplorePlatformSection } from '../features/site-map/components/explore-platform-section';
import { TeamSection } from '../features/team/components/team-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import ur from '../messages/ur';
import { renderWithProviders } from '../testing/render';
import { HomePage } from './home-page';
import { PackagesPage } from './packages-page';
import { PricingPage } from './pricing-page';

jest.mock('@site/federation', () => ({
  ...jest.requireActual('@site/federation'),
  RemoteArea: ({ module }: { module: string }) => <div data-testid="remote-area">{module}</div>,
}));

const wa = (message: string) => `https://wa.me/923008601234?text=${encodeURIComponent(message)}`;
const inUrdu = { locale: 'ur' as const };

beforeAll(() => registerMessages('marketing', 'ur', ur));

describe('the home page in Urdu', () => {
  it('has its h1, description and sections in Urdu', async () => {
    await act(async () => renderWithProviders(<HomePage />, inUrdu));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ہم ایسی ڈیجیٹل پروڈکٹس بناتے ہیں جو آپ کے کاروبار کو ترقی دیں',
    );
    expect(document.title).toBe(
      'سرگودھا کا سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ | CodeNest Technologies',
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      ur.home.description,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'ہماری خدمات',
        'ہمارا پورٹ فولیو',
        'ہماری ٹیم سے ملیے',
        'ہمارا پلیٹ فارم دیکھیں',
      ]),
    );
  });

  it('hero: Urdu buttons to the form and the portfolio, the forward arrow mirrored', () => {
    renderWithProviders(<Hero />, inUrdu);
    expect(screen.getByRole('link', { name: 'اپنا پروجیکٹ شروع کریں' })).toHaveAttribute(
      'href',
      '#start-project',
    );
    expect(screen.getByRole('link', { name: 'ہمارا کام دیکھیں' })).toHaveAttribute('href', '#portfolio');
    expect(screen.getByText('عملی آئی ٹی کورسز')).toBeInTheDocument();
    document.documentElement.dir = 'rtl';
    const arrow = screen.getByRole('link', { name: 'اپنا پروجیکٹ شروع کریں' }).querySelector('svg')!;
    expect(getComputedStyle(arrow).transform).toBe('scaleX(-1)');
    document.documentElement.removeAttribute('dir');
    expect(getComputedStyle(arrow).transform).not.toBe('scaleX(-1)');
  });

  it('services: Urdu cards, product names in Latin, the dialog in Urdu', async () => {
    renderWithProviders(<ServicesSection />, inUrdu);
    const section = screen.getByRole('region', { name: 'ہماری خدمات' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Laravel', 'React JS', 'React Native']);
    expect(titles).toContain('کلاؤڈ سلوشنز');
    await userEvent.setup().click(screen.getByRole('button', { name: 'کلاؤڈ سلوشنز' }));
    const dialog = screen.getByRole('dialog', { name: 'کلاؤڈ سلوشنز' });
    expect(within(dialog).getByRole('heading', { name: 'اہم خصوصیات' })).toBeInTheDocument();
    // No features of its own: the Urdu defaults.
    expect(
      within(within(dialog).getByRole('list', { name: 'اہم خصوصیات' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ur.services.defaultFeatures);
    expect(within(dialog).getByRole('button', { name: 'یہ سروس حاصل کریں' })).toBeInTheDocument();
  });

  it('portfolio: Urdu texts, project names in Latin, the status counted in Urdu', () => {
    renderWithProviders(<PortfolioSection />, { ...inUrdu, route: '/?portfolio=shopify' });
    expect(screen.getByRole('region', { name: 'ہمارا پورٹ فولیو' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Zaiqa Fashion Store' });
    expect(within(card).getByRole('img')).toHaveAttribute(
      'alt',
      ur.portfolio.items['zaiqa-fashion'].imageAlt,
    );
    expect(
      within(card).getByRole('link', { name: 'Zaiqa Fashion Store کی لائیو سائٹ (نئی ٹیب میں کھلتی ہے)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Shopify: 1 پروجیکٹ دکھایا جا رہا ہے');
  });

  it('team: names, roles and link labels in Urdu', () => {
    renderWithProviders(<TeamSection />, inUrdu);
    expect(screen.getByRole('heading', { level: 3, name: 'احمد رضا' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'احمد رضا کی تصویر' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'GitHub پر احمد رضا (نئی ٹیب میں کھلتا ہے)' }),
    ).toBeInTheDocument();
  });

  it('testimonials: translated quotes marked as such, the client’s name in Latin (lang=en), Urdu controls', () => {
    renderWithProviders(<TestimonialsSection />, inUrdu);
    expect(screen.getByRole('region', { name: 'ہمارے کلائنٹس کیا کہتے ہیں' })).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: '5 میں سے 1' });
    expect(slide).toHaveTextContent(ur.testimonials.items['bilal-ahmed'].content);
    expect(within(slide).getByText('انگریزی سے ترجمہ')).toBeInTheDocument();
    expect(within(slide).getByText('Bilal Ahmed')).toHaveAttribute('lang', 'en');
    expect(within(slide).getByRole('img', { name: '5 میں سے 5 ریٹنگ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پچھلی رائے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اگلی رائے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رائے نمبر 2 دکھائیں' })).toBeInTheDocument();
  });

  it('testimonials in English carry no translation note', () => {
    renderWithProviders(<TestimonialsSection />);
    expect(screen.queryByText('Translated from English')).not.toBeInTheDocument();
  });

  it('consultancy: Urdu words, the hours in Urdu, a WhatsApp chat with the Urdu message', () => {
    renderWithProviders(<ConsultancySection />, inUrdu);
    const section = screen.getByRole('region', { name: 'مفت مشاورت بک کریں' });
    expect(section).toHaveTextContent('30 منٹ');
    expect(section).toHaveTextContent('دستیاب: پیر تا جمعہ');
    expect(within(section).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('ماہرین کا مفت مشورہ');
    const whatsApp = within(section).getByRole('link', { name: /WhatsApp پر بات کریں/ });
    expect(whatsApp).toHaveAttribute(
      'href',
      wa('السلام علیکم CodeNest Technologies! مجھے اپنے پروجیکٹ کے بارے میں مفت مشاورت کا وقت درکار ہے۔'),
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
  });

  it('consultancy in English: the WhatsApp chat with the English message', () => {
    renderWithProviders(<ConsultancySection />);
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      wa('Hello CodeNest Technologies! I would like to book a free consultation about my project.'),
    );
  });

  it('site map: Urdu group titles and link names, same English paths', () => {
    renderWithProviders(<ExplorePlatformSection />, { ...inUrdu, route: '/explore' });
    expect(screen.getByRole('heading', { level: 3, name: 'سرگودھا میں کورسز' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عمومی سوالات' })).toHaveAttribute(
      'href',
      expect.stringMatching(/faq$/),
    );
  });
});

describe('/ur/pricing', () => {
  it('has Urdu headings, Intl prices and a WhatsApp chat naming each plan', () => {
    renderWithProviders(<PricingPage />, { ...inUrdu, route: '/pricing' });
    expect(document.title).toBe('قیمتیں | CodeNest Technologies');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سادہ اور شفاف قیمتیں');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'بنیادی ویب سائٹ',
      'پروفیشنل ویب ایپ',
      'انٹرپرائز سلوشن',
    ]);
    expect(cards[0]).toHaveTextContent('ابتدائی قیمت$999');
    expect(cards[1]).toHaveTextContent('$2,999');
    expect(cards[2]).toHaveTextContent('حسبِ ضرورت کوٹیشن');
    expect(within(cards[1]!).getByText('سب سے مقبول')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('link', { name: /پروفیشنل ویب ایپ کے بارے میں WhatsApp پر پوچھیں/ }),
    ).toHaveAttribute(
      'href',
      wa(
        'السلام علیکم CodeNest Technologies! مجھے آپ کے پروفیشنل ویب ایپ پلان میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟',
      ),
    );
    expect(screen.getByRole('link', { name: /اپنی ضرورت کے مطابق کوٹیشن لیں/ })).toBeInTheDocument();
  });

  it('in English, the plan cards chat on WhatsApp in English', () => {
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    const [basic] = screen.getAllByRole('article');
    expect(within(basic!).getByRole('link', { name: /Ask about Basic Website on WhatsApp/ })).toHaveAttribute(
      'href',
      wa(
        'Hello CodeNest Technologies! I am interested in your Basic Website plan. Can we discuss my project?',
      ),
    );
  });
});

describe('/ur/packages/:service', () => {
  const renderPackages = (service: string) =>
    renderWithProviders(<PackagesPage />, {
      ...inUrdu,
      route: `/packages/${service}`,
      path: '/packages/:service',
    });

  it('has Urdu headings, Intl prices, weeks and support, and a WhatsApp chat naming package and service', () => {
    renderPackages('laravel');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Laravel ڈویلپمنٹ پیکجز');
    expect(document.title).toBe('Laravel ڈویلپمنٹ پیکجز | CodeNest Technologies');
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'بیسک',
      'اسٹینڈرڈ',
      'پریمیم',
    ]);
    expect(cards[0]).toHaveTextContent('$2,999');
    expect(cards[0]).toHaveTextContent('2-3 ہفتے');
    expect(cards[0]).toHaveTextContent('30 دن کی سپورٹ');
    expect(cards[2]).toHaveTextContent('$9,999');
    expect(within(cards[1]!).getByText('سب سے مقبول')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('link', { name: /اسٹینڈرڈ کے بارے میں WhatsApp پر پوچھیں/ }),
    ).toHaveAttribute(
      'href',
      wa(
        'السلام علیکم CodeNest Technologies! مجھے Laravel کے اسٹینڈرڈ پیکج میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟',
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: ur.packages.ctaTitle })).toBeInTheDocument();
  });

  it('in English, the package cards chat on WhatsApp in English', () => {
    renderWithProviders(<PackagesPage />, { route: '/packages/react', path: '/packages/:service' });
    const premium = screen.getAllByRole('article')[2]!;
    expect(within(premium).getByRole('link', { name: /Ask about Premium on WhatsApp/ })).toHaveAttribute(
      'href',
      wa(
        'Hello CodeNest Technologies! I am interested in the Premium package for React. Can we discuss my project?',
      ),
    );
  });

  it("says 'Service Not Found' in Urdu for any other service", () => {
    renderPackages('wordpress');
    expect(screen.getByRole('heading', { level: 1, name: 'سروس نہیں ملی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
  });
});
