import { setPostedForm } from '@site/federation';
import { loadTranslations } from '@site/i18n';
import urdu from '@site/leads/urdu-enrollment';
import { whatsAppLink } from '@site/site';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ENROLLMENT_MIN_SUBMITTING_MS } from '../data/enrollment';
import { EnrollmentView } from './enrollment-view';

/** The enrollment form on the Urdu page (/ur/enrollment): every word and answer in Urdu. */
const t = urdu.words;
const messages = urdu.answers;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const courseSelect = () => screen.getByRole('combobox', { name: 'کورس' });
const submitButton = () => screen.getByRole('button', { name: /داخلہ فارم جمع کروائیں|بھیجا جا رہا ہے/ });
const whatsApp = () => screen.getByRole('link', { name: 'WhatsApp پر پیغام بھیجیں' });

const renderUrdu = (route = '/enrollment') =>
  renderWithProviders(<EnrollmentView />, { route, path: '/enrollment', locale: 'ur' });

function withFakeTimers(): UserEvent {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function fillIn(user: UserEvent) {
  await user.type(textbox('پورا نام'), 'عائشہ خان');
  await user.type(textbox('ای میل ایڈریس'), 'ayesha@example.com');
  await user.type(textbox('فون نمبر'), '0300 1234567');
  await user.selectOptions(courseSelect(), 'React JS');
}

jest.setTimeout(20_000);

// The Urdu words of the parts the form shows (their modules have run: the imports above).
beforeAll(() => loadTranslations('ur', 'academy'));

beforeEach(() => {
  window.history.replaceState(null, '', '/ur/enrollment');
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  setPostedForm(undefined);
});

describe('the enrollment form in Urdu', () => {
  it('has its heading, labels, hint, placeholders and courses in Urdu, posting to the Urdu page', () => {
    renderUrdu();
    expect(screen.getByRole('heading', { name: 'آپ کی تفصیلات' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'داخلہ فارم' });
    expect(form).toHaveAttribute('action', '/ur/enrollment');
    expect(textbox('پورا نام')).toBeRequired();
    expect(textbox('ای میل ایڈریس')).toHaveAttribute('dir', 'ltr');
    expect(textbox('فون نمبر')).toHaveAttribute('dir', 'ltr');
    expect(textbox('فون نمبر')).toHaveAccessibleDescription(
      'پاکستانی موبائل یا لینڈ لائن نمبر، مثلاً \u20660300 1234567\u2069',
    );
    expect(screen.getByLabelText('شروع کرنے کی پسندیدہ تاریخ')).toHaveAttribute('type', 'date');
    expect(textbox('پیغام')).toHaveAttribute('placeholder', t.placeholders.message);
    const options = within(courseSelect()).getAllByRole('option');
    expect(options[0]).toHaveTextContent('کورس منتخب کریں');
    expect(options[1]).toHaveTextContent('ویب ڈویلپمنٹ');
    expect(options[1]).toHaveValue('Web Development');
    expect(submitButton()).toHaveTextContent('داخلہ فارم جمع کروائیں');
    expect(form).toHaveTextContent(t.note);
    // The aside.
    const aside = screen.getByRole('complementary', { name: 'داخلے کے بارے میں' });
    expect(within(aside).getByRole('heading', { name: 'ہمارے ساتھ کیوں پڑھیں' })).toBeInTheDocument();
    expect(aside).toHaveTextContent('7 دن میں فیس کی واپسی کی ضمانت');
    expect(aside).toHaveTextContent('دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا');
    expect(document.body).not.toHaveTextContent(/Full Name|Your details|Why study|Submit Enrollment/);
  });

  it('has the browser’s own checks say in Urdu what is missing', async () => {
    const user = userEvent.setup();
    renderUrdu();
    const phone = textbox('فون نمبر') as HTMLInputElement;
    phone.checkValidity();
    expect(phone.validationMessage).toBe('فون نمبر لازمی ہے۔');
    const course = courseSelect() as HTMLSelectElement;
    course.checkValidity();
    expect(course.validationMessage).toBe('کورس لازمی ہے۔');
    await user.type(phone, '0300 1234567');
    expect(phone).toBeValid();
  });

  it('offers WhatsApp beside the form, in Urdu, naming the chosen course', async () => {
    const user = userEvent.setup();
    renderUrdu();
    expect(whatsApp()).toHaveAttribute(
      'href',
      whatsAppLink(
        'السلام علیکم CodeNest Technologies! مجھے کسی کورس میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔',
      ),
    );
    expect(whatsApp().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923008601234\?text=/);
    await user.selectOptions(courseSelect(), 'Web Development');
    expect(whatsApp()).toHaveAttribute(
      'href',
      whatsAppLink(
        'السلام علیکم CodeNest Technologies! مجھے ویب ڈویلپمنٹ میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔',
      ),
    );
  });

  it('sends the enrollment in Urdu and shows the API’s Urdu messages under their fields', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(
      answer(422, {
        message: 'کچھ معلومات درست نہیں۔',
        errors: { phone: ['7 سے 15 ہندسوں کا فون نمبر درج کریں۔'] },
      }),
    );
    renderUrdu();
    await fillIn(user);
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('بھیجا جا رہا ہے…');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      full_name: 'عائشہ خان',
      course: 'React JS',
      language: 'ur',
    });
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'ur' });

    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));
    expect(textbox('فون نمبر')).toHaveAccessibleDescription(
      expect.stringContaining('7 سے 15 ہندسوں کا فون نمبر درج کریں۔'),
    );
    expect(screen.getByText(messages.invalid)).toBeInTheDocument();
  });

  it('says in Urdu that the server could not be reached', async () => {
    const user = withFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderUrdu();
    await fillIn(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));
    expect(screen.getByText(messages.network)).toBeInTheDocument();
    expect(textbox('پورا نام')).toHaveValue('عائشہ خان');
  });

  it('says in Urdu that our server is briefly unavailable when a gateway answers 503', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(answer(503, { message: 'x' }));
    renderUrdu();
    await fillIn(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));
    expect(screen.getByText(messages.unavailable)).toBeInTheDocument();
    expect(textbox('پورا نام')).toHaveValue('عائشہ خان');
  });

  it('shows the success screen in Urdu, with WhatsApp naming the course', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(answer(201, { id: 5 }));
    renderUrdu();
    await fillIn(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));

    expect(screen.getByRole('heading', { name: 'داخلہ فارم کامیابی سے جمع ہو گیا!' })).toHaveFocus();
    const thanks = screen.getByText(/ہمیں/);
    expect(thanks).toHaveTextContent(
      'شکریہ، عائشہ خان۔ ہمیں React JS کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے ayesha@example.com پر آپ سے رابطہ کرے گی۔',
    );
    expect(within(thanks).getByText('ayesha@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'کسی اور کورس میں داخلہ لیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
    expect(whatsApp()).toHaveAttribute(
      'href',
      whatsAppLink(
        'السلام علیکم CodeNest Technologies! میں نے ابھی آپ کی ویب سائٹ پر React JS کے لیے داخلہ فارم جمع کروایا ہے۔ براہِ کرم میرے بیچ کی تصدیق کر دیں۔',
      ),
    );
  });

  it('after a post without script: the Urdu success screen naming the course in Urdu, or the Urdu errors', () => {
    renderUrdu('/enrollment?sent=enrollment&course=Web+Development');
    expect(screen.getByText(/ہمیں/)).toHaveTextContent(
      'شکریہ۔ ہمیں ویب ڈویلپمنٹ کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔',
    );
  });

  it('shows the site server’s Urdu answer to a refused post without script', () => {
    setPostedForm({
      form: 'enrollment',
      values: {
        fullName: 'عائشہ',
        email: 'a@b.pk',
        phone: '',
        course: 'Laravel',
        startDate: '',
        message: '',
      },
      fieldErrors: { phone: 'فون نمبر لازمی ہے۔' },
      message: messages.invalid,
    });
    renderUrdu();
    expect(textbox('پورا نام')).toHaveValue('عائشہ');
    expect(textbox('فون نمبر')).toHaveAccessibleDescription(expect.stringContaining('فون نمبر لازمی ہے۔'));
    expect(screen.getByText(messages.invalid)).toBeInTheDocument();
  });
});

describe('WhatsApp on the English enrollment form', () => {
  it('names the chosen course in English, a secondary link under the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnrollmentView />, { route: '/enrollment', path: '/enrollment' });
    const link = () => screen.getByRole('link', { name: 'Message us on WhatsApp' });
    expect(link()).toHaveAttribute(
      'href',
      whatsAppLink(
        'Hello CodeNest Technologies! I would like to enroll in a course. Please guide me through admission.',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Laravel');
    expect(link()).toHaveAttribute(
      'href',
      whatsAppLink(
        'Hello CodeNest Technologies! I would like to enroll in Laravel. Please guide me through admission.',
      ),
    );
    expect(link().closest('p')).toHaveTextContent('Questions about admission? Message us on WhatsApp');
  });
});
