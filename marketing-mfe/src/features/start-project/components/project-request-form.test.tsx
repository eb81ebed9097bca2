import { setPostedForm } from '@site/federation';
import urdu from '@site/leads/urdu-project-request';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import urStartProject from '@/messages/ur/start-project';
import { withUrduMessages } from '@/testing/urdu';
import { StartProjectSection } from './start-project-section';

/** The start-project section on the Urdu home page (/ur): the form's words from the leads contract. */
const t = urdu.words;
const words = urStartProject;
const messages = urdu.answers;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const renderUrdu = () => renderWithProviders(<StartProjectSection />, { route: '/ur', locale: 'ur' });

jest.setTimeout(20_000);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => setPostedForm(undefined));

describe('the project form in Urdu', () => {
  withUrduMessages();
  it('has its heading, steps, labels, placeholders, options and button in Urdu, posting to the Urdu page', () => {
    renderUrdu();
    expect(screen.getByRole('region', { name: 'اپنا پروجیکٹ شروع کریں' })).toHaveAttribute(
      'id',
      'start-project',
    );
    expect(screen.getByRole('heading', { name: 'آگے کیا ہوگا؟' })).toBeInTheDocument();
    expect(screen.getByText('مفت مشاورتی کال')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'براہِ راست رابطہ کریں' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'پروجیکٹ کی درخواست' });
    expect(form).toHaveAttribute('action', '/ur#start-project');
    // Seen: "تمام * کے نشان والے خانے لازمی ہیں۔"; read: "تمام ستارے کے نشان …" (the star is aria-hidden).
    expect(form).toHaveTextContent('تمام *ستارے کے نشان والے خانے لازمی ہیں۔');
    expect(screen.getByText('ستارے')).not.toHaveAttribute('aria-hidden');
    expect(textbox('پورا نام')).toBeRequired();
    expect(textbox('ای میل ایڈریس')).toHaveAttribute('dir', 'ltr');
    expect(textbox('کمپنی کا نام')).not.toBeRequired();
    expect(textbox('پروجیکٹ کی تفصیلات')).toHaveAttribute('placeholder', t.placeholders.message);

    // Read in Urdu, sent as the contract's English labels.
    const option = within(combobox('پروجیکٹ کی قسم')).getByRole('option', { name: 'ای کامرس اسٹور' });
    expect(option).toHaveValue('E-commerce Store');
    const budgets = within(combobox('بجٹ کی حد')).getAllByRole('option');
    expect(budgets[0]).toHaveTextContent('بجٹ کی حد منتخب کریں');
    expect(budgets[2]).toHaveValue('$5,000 - $15,000');
    expect(budgets[2]).toHaveTextContent('$5,000 تا \u2066$15,000\u2069');
    expect(screen.getByRole('button', { name: 'درخواست بھیجیں' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Full Name|Submit Request|Start Your Project|What happens next/,
    );
  });

  it('has the browser’s own checks say in Urdu what is missing or wrong', async () => {
    const user = userEvent.setup();
    renderUrdu();
    expect(textbox('پورا نام')).toBeInvalid();
    (textbox('پورا نام') as HTMLInputElement).checkValidity();
    expect((textbox('پورا نام') as HTMLInputElement).validationMessage).toBe('پورا نام لازمی ہے۔');
    (textbox('پروجیکٹ کی تفصیلات') as HTMLTextAreaElement).checkValidity();
    expect((textbox('پروجیکٹ کی تفصیلات') as HTMLTextAreaElement).validationMessage).toBe(
      'پروجیکٹ کی تفصیلات لازمی ہیں۔',
    );
    await user.type(textbox('ای میل ایڈریس'), 'ali@');
    (textbox('ای میل ایڈریس') as HTMLInputElement).checkValidity();
    expect((textbox('ای میل ایڈریس') as HTMLInputElement).validationMessage).toBe(
      'درست ای میل ایڈریس درج کریں۔',
    );
    await user.type(textbox('پورا نام'), 'علی');
    expect(textbox('پورا نام')).toBeValid();
  });

  it('sends the lead in Urdu and shows the API’s Urdu messages under their fields', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderUrdu();
    await user.type(textbox('پورا نام'), 'علی حسن');
    await user.type(textbox('ای میل ایڈریس'), 'ali@example.com');
    await user.selectOptions(combobox('پروجیکٹ کی قسم'), 'E-commerce Store');
    await user.type(textbox('پروجیکٹ کی تفصیلات'), 'بیکری کے لیے آن لائن دکان');
    await user.click(screen.getByRole('button', { name: 'درخواست بھیجیں' }));

    expect(screen.getByRole('button', { name: 'بھیجا جا رہا ہے…' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      full_name: 'علی حسن',
      project_type: 'E-commerce Store',
      language: 'ur',
    });
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'ur' });

    await act(async () =>
      answer(
        jsonResponse(422, {
          message: 'کچھ معلومات درست نہیں۔',
          errors: { email: ['درست ای میل ایڈریس درج کریں۔'] },
        }),
      ),
    );
    expect(screen.getByText('کچھ معلومات درست نہیں۔')).toBeInTheDocument();
    expect(textbox('ای میل ایڈریس')).toHaveAccessibleDescription('درست ای میل ایڈریس درج کریں۔');
  });

  it('says in Urdu when the request could not be sent (and why), and thanks in Urdu when it was', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderUrdu();
    await user.type(textbox('پورا نام'), 'علی حسن');
    await user.type(textbox('ای میل ایڈریس'), 'ali@example.com');
    await user.selectOptions(combobox('پروجیکٹ کی قسم'), 'Other');
    await user.type(textbox('پروجیکٹ کی تفصیلات'), 'ایک ویب سائٹ');
    await user.click(screen.getByRole('button', { name: 'درخواست بھیجیں' }));
    expect(await screen.findByText(messages.generic)).toBeInTheDocument();

    // Our server briefly unavailable (a gateway's 503): the generic sentence, then why, in Urdu.
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'x' }));
    await user.click(screen.getByRole('button', { name: 'درخواست بھیجیں' }));
    expect(await screen.findByText(`${messages.generic} ${messages.unavailable}`)).toBeInTheDocument();
    expect(textbox('پورا نام')).toHaveValue('علی حسن');

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 9 }));
    await user.click(screen.getByRole('button', { name: 'درخواست بھیجیں' }));
    const dialog = await screen.findByRole('dialog', { name: messages.successTitle });
    expect(dialog).toHaveTextContent(messages.successText);
    expect(within(dialog).getByRole('button', { name: words.gotIt })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.thankYou.title })).toBeInTheDocument();
  });

  it('shows in Urdu what the site’s server answered to a post without script', () => {
    setPostedForm({
      form: 'project-request',
      values: { name: 'علی', email: 'ali@', company: '', projectType: '', budget: '', message: '' },
      fieldErrors: { email: 'درست ای میل ایڈریس درج کریں۔' },
      message: 'کچھ معلومات درست نہیں۔',
    });
    renderUrdu();
    expect(textbox('پورا نام')).toHaveValue('علی');
    expect(textbox('ای میل ایڈریس')).toHaveAccessibleDescription('درست ای میل ایڈریس درج کریں۔');
    expect(screen.getByText('کچھ معلومات درست نہیں۔')).toBeInTheDocument();
  });
});
