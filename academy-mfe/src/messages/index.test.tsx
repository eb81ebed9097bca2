// useMessages on the academy's pages on /ur: Urdu words, numbers formatted for ur-PK (Latin
// digits), WhatsApp contact points naming the course in Urdu. The English pages are tested beside
// each page (src/routes).
import { loadTranslations } from '@site/i18n';
import { whatsAppLink } from '@site/site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import urCourseList from './ur/course-list';
import urCourses from './ur/courses';
import urEnrollmentPage from './ur/enrollment-page';
import urLandings from './ur/landings';
import urWhatsApp from './ur/whats-app';
import { catchDownloads, readBlob } from '../testing/downloads';
import { renderWithProviders } from '../testing/render';
import { CourseDetailPage } from '../routes/course-detail-page';
import { CourseLandingPage } from '../routes/course-landing-page';
import { CourseListPage } from '../routes/course-list-page';
import { CoursesSection } from '../routes/courses-section';
import { EnrollmentPage } from '../routes/enrollment-page';

beforeAll(() => loadTranslations('ur'));

const whatsAppHref = (course: string) => whatsAppLink(urWhatsApp.message(course));

describe('academy pages in Urdu', () => {
  it('home courses section: Urdu heading, cards, modal, and the English course name for the enrollment page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoursesSection />, { route: '/', locale: 'ur' });
    const section = screen.getByRole('region', { name: 'ہمارے کورسز' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(11);
    const cards = within(section).getAllByRole('article');
    expect(cards.some((card) => within(card).queryByText('ایڈوانس'))).toBe(true);
    // A wholly Latin name stays left to right inside the Urdu page; Urdu names follow the page.
    const mern = cards.find((card) => within(card).queryByText('MERN Stack'))!;
    expect(within(mern).getByText('MERN Stack')).toHaveAttribute('dir', 'ltr');
    const web = cards.find((card) => within(card).queryByText('ویب ڈویلپمنٹ'))!;
    expect(within(web).getByText('ویب ڈویلپمنٹ')).not.toHaveAttribute('dir');

    await user.click(within(section).getByRole('button', { name: 'MERN Stack' }));
    const dialog = screen.getByRole('dialog', { name: 'MERN Stack' });
    expect(within(dialog).getByText('MERN Stack')).toHaveAttribute('dir', 'ltr');
    expect(dialog).toHaveAccessibleDescription(
      'MongoDB، Express، React اور Node.js کے ساتھ فل اسٹیک JavaScript ڈویلپر بنیں۔',
    );
    expect(within(dialog).getByText('6 مہینے')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'شامل موضوعات' })).toBeInTheDocument();
    expect(within(dialog).getByText('JWT کے ساتھ تصدیق')).toBeInTheDocument();
    expect(within(dialog).getByText('کورس مکمل کرنے کا سرٹیفکیٹ')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'ہمارے تمام کورسز کا موازنہ کریں' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ابھی داخلہ لیں' }));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ courseName: 'MERN Stack' });
  });

  it('/course: Urdu title and cards, weeks, students and ratings formatted for ur-PK', () => {
    renderWithProviders(<CourseListPage />, { route: '/course', locale: 'ur' });
    expect(screen.getByRole('heading', { level: 1, name: 'ہمارے کورسز' })).toBeInTheDocument();
    expect(document.title).toBe('ہمارے کورسز | CodeNest Technologies');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      urCourseList.metaDescription,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(
      within(first).getByRole('heading', { level: 2, name: 'فل اسٹیک ویب ڈویلپمنٹ' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('12 ہفتے')).toBeInTheDocument();
    expect(within(first).getByText('1,240 طلبہ')).toBeInTheDocument();
    expect(within(first).getByText('5 میں سے')).toBeInTheDocument();
    expect(within(first).getByText('4.8')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'فل اسٹیک ویب ڈویلپمنٹ کے بارے میں مزید جانیں' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/web-development-course-sargodha$/));
    expect(within(cards[5]!).getByText('2,150 طلبہ')).toBeInTheDocument();
  });

  it('/course/react-js: Urdu page, WhatsApp link naming the course, Urdu syllabus file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourseDetailPage />, {
      route: '/course/react-js',
      path: '/course/:courseId',
      locale: 'ur',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'React JS ڈویلپمنٹ' })).toBeInTheDocument();
    expect(document.title).toBe('React JS ڈویلپمنٹ | CodeNest Technologies');
    expect(screen.getByText('8 ہفتے', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('درمیانی', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('کلاس روم، سرگودھا', { selector: 'strong' })).toBeInTheDocument();
    const highlights = screen.getByRole('region', { name: 'کورس کی نمایاں خصوصیات' });
    expect(within(highlights).getByRole('heading', { level: 3, name: 'جدید React' })).toBeInTheDocument();
    const curriculum = screen.getByRole('region', { name: 'ہفتہ وار نصاب' });
    expect(within(curriculum).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(curriculum).getByText('ہفتہ 8')).toBeInTheDocument();

    const enroll = screen.getByRole('link', { name: 'ابھی داخلہ لیں' });
    expect(enroll).toHaveAttribute('href', expect.stringMatching(/\/enrollment\?course=react-js$/));
    const whatsApp = screen.getByRole('link', { name: 'اس کورس کے بارے میں WhatsApp پر پوچھیں' });
    expect(whatsApp).toHaveAttribute('href', whatsAppHref('React JS'));
    expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent('مجھے React JS کورس میں دلچسپی ہے۔'));
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923008601234\?text=/);

    const { blobs, restore } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'نصاب ڈاؤن لوڈ کریں' }));
    const text = await readBlob(blobs[0]!);
    expect(text.split('\n')[0]).toBe('\u200f# React JS ڈویلپمنٹ: کورس کا نصاب');
    expect(text).toContain('\u200fدورانیہ: 8 ہفتے');
    expect(text).toContain('\u200f### ہفتہ 1: React کے لیے JavaScript');
    expect(text).toContain('/ur/enrollment?course=react-js');
    expect(screen.getByRole('status')).toHaveTextContent('نصاب');
    restore();
  });

  it('a landing page: Urdu h1, title and description, months, syllabus, WhatsApp link naming the course', () => {
    renderWithProviders(<CourseLandingPage />, { route: '/web-development-course-sargodha', locale: 'ur' });
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('سرگودھا میں ویب ڈویلپمنٹ کورس');
    expect(document.title).toBe('سرگودھا میں ویب ڈویلپمنٹ کورس | CodeNest Technologies');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      urLandings['web-development'].metaDescription,
    );
    expect(screen.getByText('6 مہینے', { selector: 'strong' })).toBeInTheDocument();
    const syllabus = screen.getByRole('region', { name: 'کورس کا نصاب' });
    expect(within(syllabus).getAllByRole('listitem')).toHaveLength(10);
    expect(within(syllabus).getByText('HTML5 اور سیمینٹک مارک اپ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'کورس کی نمایاں خصوصیات' })).toHaveTextContent(
      'ویب ڈویلپمنٹ کو درست طریقے سے سیکھنے کے لیے ہر ضروری چیز، 6 مہینے کی کلاس روم ٹریننگ میں۔',
    );
    const whatsApp = screen.getByRole('link', { name: 'اس کورس کے بارے میں WhatsApp پر پوچھیں' });
    expect(whatsApp).toHaveAttribute('href', whatsAppHref('ویب ڈویلپمنٹ'));
    expect(whatsApp.getAttribute('href')).toContain(
      encodeURIComponent('مجھے ویب ڈویلپمنٹ کورس میں دلچسپی ہے۔'),
    );
    // The phone number stays left to right inside the Urdu button.
    expect(screen.getByRole('link', { name: /کال کریں/ }).querySelector('bdi[dir="ltr"]')).toHaveTextContent(
      '+92 300 8601234',
    );
  });

  it('every landing page has its Urdu h1 and a WhatsApp link naming its course', () => {
    for (const [path, id] of [
      ['/mobile-app-development-sargodha', 'mobile-app-development'],
      ['/laravel-course-sargodha', 'laravel'],
      ['/basic-computer-course-sargodha', 'basic-computer'],
    ] as const) {
      const { unmount } = renderWithProviders(<CourseLandingPage />, { route: path, locale: 'ur' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(urLandings[id].title);
      expect(screen.getByRole('link', { name: urWhatsApp.label })).toHaveAttribute(
        'href',
        whatsAppHref(urCourses[id].title),
      );
      unmount();
    }
  });

  it('/enrollment: the page’s chrome in Urdu', () => {
    renderWithProviders(<EnrollmentPage />, { route: '/enrollment', path: '/enrollment', locale: 'ur' });
    expect(screen.getByRole('heading', { level: 1, name: 'کورس میں داخلہ لیں' })).toBeInTheDocument();
    expect(screen.getByText('داخلے جاری ہیں')).toBeInTheDocument();
    expect(document.title).toBe('کورس میں داخلہ لیں | CodeNest Technologies');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      urEnrollmentPage.metaDescription,
    );
  });
});
