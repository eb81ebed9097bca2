// The Urdu catalogue: its shape, and the pages of accounts-mfe rendered with it (/ur/login in
// both modes, /ur/student/login, the admin sign-in, /ur/profile).
import { FEDERATION_MESSAGES, setPageLocale } from '@site/federation';
import urFederationWords from '@site/federation/words-ur';
import { LocaleProvider, loadTranslations, registerMessages } from '@site/i18n';
import { serverUnavailableIn } from '@site/leads';
import { peopleApi, SIGNED_IN_ATTRIBUTE, urduPeopleRefusals } from '@site/people';
import { StaticRouter } from '@site/router';
import { SiteThemeProvider } from '@site/ui';
import { misnamedParts, translationShapes } from '@site/i18n/testing';
import { join } from 'node:path';
import remote from '../remote';
import { APP } from './index';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AdminLoginScreen } from '../features/admin-login/components/admin-login-screen';
import { LoginScreen } from '../features/login/components/login-screen';
import { ProfileScreen } from '../features/profile/components/profile-screen';
import { StudentLoginScreen } from '../features/student-login/components/student-login-screen';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render';
import { markSignedIn } from '../lib/signed-in-mark';
import { personMe } from '../testing/people-data';
import { mockStaffApi, ok, refused } from '../testing/staff-api';
import urLogin from './ur/login';

beforeAll(async () => {
  await loadTranslations('ur');
  // The shell's Urdu brings the federation's words (an on-demand part's "Loading…"); the page's
  // language is what a part loads its own words in.
  registerMessages(FEDERATION_MESSAGES, 'ur', urFederationWords);
  setPageLocale('ur');
});
afterAll(() => setPageLocale('en'));
beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

const inUrdu = (route: string) => ({ route, locale: 'ur' as const });

/** The staff pages exist in English only (docs/accounts.md): their parts have no Urdu. */
const staffPart = /^staff(-|$)/;
const parts = (shapes: Record<string, string[]>, staff: boolean) =>
  Object.fromEntries(Object.entries(shapes).filter(([part]) => staffPart.test(part) === staff));

describe('the Urdu catalogue', () => {
  it('is registered under the remote’s name, each part, its Urdu module and chunk named after its module', async () => {
    expect(APP).toBe(remote.name);
    expect(await misnamedParts(APP, join(__dirname, 'en'))).toEqual([]);
  });

  it('has every part of the English catalogue in Urdu, with the same keys, message functions and lists, none blank', async () => {
    const { en, translation } = await translationShapes(APP, join(__dirname, 'en'), 'ur');
    expect(Object.keys(parts(en, false)).length).toBeGreaterThan(5);
    expect(parts(translation, false)).toEqual(parts(en, false));
  });

  it('has no Urdu for the staff pages, and only they are English only', async () => {
    const { en, translation } = await translationShapes(APP, join(__dirname, 'en'), 'ur');
    expect(Object.keys(parts(en, true)).sort()).toEqual([
      'staff',
      'staff-audit',
      'staff-inbox',
      'staff-lead',
      'staff-setup',
      'staff-students',
    ]);
    for (const shape of Object.values(parts(translation, true))) expect(shape).toEqual(['no translation']);
  });
});

describe('/ur/login', () => {
  it('signs in in Urdu: the API answers in the page’s language, and its refusal offers the reset', async () => {
    const user = userEvent.setup();
    const api = mockStaffApi({
      [`POST ${peopleApi.session}`]: refused(401, urduPeopleRefusals.wrongCredentials),
    });
    renderWithProviders(<LoginScreen />, inUrdu('/login'));
    expect(screen.getByRole('heading', { level: 1, name: 'سائن اِن' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'سائن اِن' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^ای میل/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('dir', 'auto');
    const password = screen.getByLabelText(/^پاس ورڈ/);
    await user.click(screen.getByRole('button', { name: 'پاس ورڈ دکھائیں' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'مجھے سائن اِن رکھیں' })).toHaveAccessibleDescription(
      /30 دن کے لیے/,
    );
    expect(
      screen.getByRole('complementary', { name: 'سرگودھا میں سیکھیں، بنائیں اور آگے بڑھیں' }),
    ).toBeInTheDocument();
    await fill(user, email, 'student@example.com');
    await fill(user, password, 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'سائن اِن' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ای میل ایڈریس یا پاس ورڈ درست نہیں۔');
    expect(
      within(alert).getByRole('link', { name: 'نیا پاس ورڈ منتخب کرنے کا لنک منگوائیں' }),
    ).toHaveAttribute('href', '/login?mode=forgot');
    expect(api.callsTo('POST', peopleApi.session)[0]?.body).toMatchObject({ language: 'ur' });
    await waitFor(() => expect(document.title).toContain('سائن اِن'));
  });

  it('says our server is briefly unavailable in Urdu, whatever the gateway said, the password kept', async () => {
    const user = userEvent.setup();
    mockStaffApi({ [`POST ${peopleApi.session}`]: refused(503, 'The service is unavailable.') });
    renderWithProviders(<LoginScreen />, inUrdu('/login'));
    await fill(user, screen.getByLabelText(/^ای میل/), 'student@example.com');
    await fill(user, screen.getByLabelText(/^پاس ورڈ/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'سائن اِن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverUnavailableIn.ur);
    expect(screen.getByLabelText(/^پاس ورڈ/)).toHaveValue('a long enough password');
  });

  it('creates an account in Urdu: the checks, then "check your e-mail", in Urdu', async () => {
    const user = userEvent.setup();
    mockStaffApi({ [`POST ${peopleApi.signUp}`]: { status: 202, body: { sent: true } } });
    renderWithProviders(<LoginScreen />, inUrdu('/login'));
    // A link to the mode's URL (on the site the router puts it under /ur: /ur/login?mode=…).
    const toCreate = screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' });
    expect(toCreate).toHaveAttribute('href', '/login?mode=create-account');
    await user.click(toCreate);
    expect(screen.getByRole('heading', { level: 1, name: 'اکاؤنٹ بنائیں' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^پورا نام/), 'احمد');
    await fill(user, screen.getByLabelText(/^ای میل/), 'ahmad@example.com');
    await fill(user, screen.getByLabelText(/^پاس ورڈ$/), 'short');
    await fill(user, screen.getByLabelText(/^پاس ورڈ کی تصدیق/), 'short');
    await user.click(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));
    expect(screen.getByLabelText(/^پاس ورڈ$/)).toHaveAccessibleDescription(/کم از کم 12 حروف استعمال کریں۔/);
    await user.clear(screen.getByLabelText(/^پاس ورڈ$/));
    await fill(user, screen.getByLabelText(/^پاس ورڈ$/), 'one long password here');
    await user.clear(screen.getByLabelText(/^پاس ورڈ کی تصدیق/));
    await fill(user, screen.getByLabelText(/^پاس ورڈ کی تصدیق/), 'two long passwords here');
    await user.click(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));
    expect(screen.getByText(urLogin.mismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^پاس ورڈ کی تصدیق/));
    await fill(user, screen.getByLabelText(/^پاس ورڈ کی تصدیق/), 'one long password here');
    await user.click(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('اپنی ای میل دیکھیں');
    expect(notice).toHaveTextContent('ہم نے ahmad@example.com پر ایک پیغام بھیج دیا ہے۔');
    // The address reads as typed inside the right-to-left sentence.
    expect(within(notice).getByText('ahmad@example.com')).toHaveProperty('tagName', 'BDI');
    expect(screen.getByRole('link', { name: 'سائن اِن' })).toHaveAttribute('href', '/login');
  });

  it('asks for a reset link in Urdu', async () => {
    const user = userEvent.setup();
    mockStaffApi({ [`POST ${peopleApi.passwordReset}`]: { status: 202, body: { sent: true } } });
    await act(async () => {
      renderWithProviders(<LoginScreen />, inUrdu('/login?mode=forgot'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'پاس ورڈ دوبارہ ترتیب دیں' })).toBeInTheDocument();
    await fill(user, await screen.findByLabelText(/^ای میل/), 'ahmad@example.com');
    await user.click(screen.getByRole('button', { name: 'لنک بھیجیں' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'اگر کوئی اکاؤنٹ ahmad@example.com استعمال کرتا ہے تو ہم نے اس پر نیا پاس ورڈ منتخب کرنے کا لنک بھیج دیا ہے۔',
    );
  });

  it('accepts an invitation in Urdu', async () => {
    const user = userEvent.setup();
    mockStaffApi({
      [`POST ${peopleApi.link}`]: ok({ purpose: 'invite', email: 'ahmad@example.com', name: 'احمد' }),
      [`POST ${peopleApi.password}`]: ok(),
    });
    await act(async () => {
      renderWithProviders(<LoginScreen />, inUrdu('/login?mode=invite#token=t-1'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'CodeNest میں خوش آمدید' })).toBeInTheDocument();
    expect(await screen.findByText('السلام علیکم، احمد!')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^پاس ورڈ$/), 'one long password here');
    await fill(user, screen.getByLabelText(/^پاس ورڈ کی تصدیق/), 'one long password here');
    await user.click(screen.getByRole('button', { name: 'میرا پاس ورڈ مقرر کریں' }));
    expect(await screen.findByText(/آپ کا پاس ورڈ مقرر ہو گیا/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اسٹوڈنٹ پورٹل میں سائن اِن کریں' })).toHaveAttribute(
      'href',
      '/student/login',
    );
  });
});

describe('/ur/login?mode=create-account on the server', () => {
  it('renders the Create Account form, its switch link under /ur', () => {
    const html = renderToString(
      <LocaleProvider locale="ur">
        <SiteThemeProvider>
          <StaticRouter location="/ur/login?mode=create-account" base={{ basename: '/ur', has: () => true }}>
            <LoginScreen />
          </StaticRouter>
        </SiteThemeProvider>
      </LocaleProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(within(page).getByRole('heading', { level: 1, name: 'اکاؤنٹ بنائیں' })).toHaveTextContent(
      'اکاؤنٹ بنائیں',
    );
    expect(within(page).getByLabelText(/^پورا نام/)).toBeRequired();
    expect(within(page).getByLabelText(/^پاس ورڈ کی تصدیق/)).toBeRequired();
    expect(within(page).getByRole('link', { name: 'سائن اِن' })).toHaveAttribute('href', '/ur/login');
  });
});

describe('/ur/student/login', () => {
  it('shows the Student Portal in Urdu, its help text, and its notice after a post without script', () => {
    renderWithProviders(<StudentLoginScreen />, inUrdu('/student/login?sent=sign-in'));
    expect(screen.getByRole('heading', { level: 1, name: 'اسٹوڈنٹ پورٹل' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'اسٹوڈنٹ پورٹل سائن اِن' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('سائن اِن کے لیے JavaScript ضروری ہے');
    expect(screen.getByRole('link', { name: 'ای میل پر نیا منگوائیں' })).toHaveAttribute(
      'href',
      '/login?mode=forgot',
    );
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toBeInTheDocument();
    expect(screen.getByText('سائن اِن میں مدد چاہیے؟', { exact: false })).toBeInTheDocument();
  });
});

describe('the admin sign-in in Urdu', () => {
  it('says in Urdu why the visitor is here, a refusal, and asks for the authenticator’s code', async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 401, body: { message: 'Wrong username or password.' } },
      { status: 200, body: { step: 'totp' } },
    ];
    global.fetch = jest.fn(async () => {
      const { status, body } = answers.shift()!;
      return { ok: status === 200, status, json: async () => body } as unknown as Response;
    });
    renderWithProviders(<AdminLoginScreen />, inUrdu('/admin-jeansrecycle?session=ended'));
    expect(screen.getByText('آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^یوزر نیم/), 'ayesha');
    await fill(user, screen.getByLabelText(/^پاس ورڈ/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'سائن اِن' }));
    // The API speaks English: an Urdu page says it in its own words.
    expect(await screen.findByRole('alert')).toHaveTextContent('یوزر نیم یا پاس ورڈ درست نہیں۔');
    await fill(user, screen.getByLabelText(/^پاس ورڈ/), 'the-password-now');
    await user.click(screen.getByRole('button', { name: 'سائن اِن' }));
    expect(await screen.findByRole('form', { name: 'دو مرحلوں والا سائن اِن' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^تصدیقی کوڈ/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'تصدیق کریں اور سائن اِن کریں' })).toBeInTheDocument();
  });

  it('warns in Urdu and signs in with a username', () => {
    renderWithProviders(<AdminLoginScreen />, inUrdu('/admin-jeansrecycle'));
    expect(screen.getByRole('heading', { level: 1, name: 'ایڈمن پینل' })).toBeInTheDocument();
    expect(screen.getByText('Jeans Recycle — ری سائیکلنگ مینجمنٹ سسٹم')).toBeInTheDocument();
    expect(screen.getByText('محدود رسائی کا حصہ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText(/^یوزر نیم/)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'سائن اِن' })).toBeInTheDocument();
  });
});

describe('/ur/profile', () => {
  it('shows the sample student, the courses and their dates in Urdu', () => {
    renderWithProviders(<ProfileScreen />, inUrdu('/profile'));
    expect(screen.getByRole('heading', { level: 1, name: 'میرا پروفائل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'عائشہ ملک' })).toBeInTheDocument();
    expect(screen.getByText('ayesha.malik@example.com').tagName).toBe('BDI');
    expect(screen.getByText('سیٹلائٹ ٹاؤن، سرگودھا، پنجاب')).toBeInTheDocument();
    expect(screen.getByText('10 فروری، 2025')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'میرے کورسز' });
    expect(within(courses).getByRole('progressbar', { name: 'ویب ڈویلپمنٹ کی پیش رفت' })).toHaveAttribute(
      'aria-valuetext',
      '75% مکمل',
    );
    const items = within(courses).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('جاری');
    expect(items[0]).toHaveTextContent('داخلہ: 15 فروری، 2025');
    expect(items[1]).toHaveTextContent('مکمل');
    expect(within(courses).getByText('اوسط پیش رفت').nextSibling).toHaveTextContent('73%');
  });

  it('edits and forgets in Urdu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileScreen />, inUrdu('/profile'));
    await user.click(screen.getByRole('button', { name: 'پروفائل میں ترمیم کریں' }));
    expect(screen.getByRole('heading', { level: 2, name: 'پروفائل میں ترمیم کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^پورا نام/)).toHaveValue('عائشہ ملک');
    await user.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    expect(screen.getByRole('status')).toHaveTextContent('پروفائل محفوظ ہو گیا۔');
    await user.click(screen.getByRole('button', { name: 'اس ڈیوائس سے میری معلومات ہٹا دیں' }));
    expect(screen.getByRole('status')).toHaveTextContent('اب یہ براؤزر آپ کا پروفائل محفوظ نہیں رکھتا');
  });

  it('shows a signed-in person’s own profile in Urdu: their course and what they sent', async () => {
    markSignedIn();
    mockStaffApi({ [`GET ${peopleApi.me}`]: ok(personMe()) });
    await act(async () => {
      renderWithProviders(<ProfileScreen />, inUrdu('/profile'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Zainab Hussain' })).toBeInTheDocument();
    expect(screen.getByText('طالب علم')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'میرے کورسز' });
    expect(within(courses).getByRole('heading', { level: 3, name: 'React JS' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(courses).getByText('جاری')).toBeInTheDocument();
    expect(within(courses).getByText('بیچ: 7 دسمبر، 2026')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'آپ نے کیا بھیجا' });
    expect(within(sent).getAllByRole('listitem')[0]).toHaveTextContent('داخلہ ہو گیا');
    expect(within(sent).getAllByRole('listitem')[1]).toHaveTextContent('ہم رابطے میں ہیں');
    expect(screen.getByRole('button', { name: 'ہر ڈیوائس سے سائن آؤٹ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'میرا ڈیٹا ڈاؤن لوڈ کریں' })).toBeInTheDocument();
  });
});
