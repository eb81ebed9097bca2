import { HONEYPOT_FIELD, emptyForm, enrollmentFields, projectRequestFields } from './fields';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { leadTextsIn } from './languages';
import { SOURCE_FIELD } from './source';
import { submitLead, type LeadSubmissions } from './submissions';
import { englishTexts } from './text';

const answer = (status: number, body: unknown = {}) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);

/** A form's submissions that say what the script was asked. */
function fakeSubmissions() {
  return {
    next: jest.fn<ReturnType<LeadSubmissions['next']>, Parameters<LeadSubmissions['next']>>(() => ({
      source: { sent_from: '/' },
      idempotencyKey: 'key-1',
    })),
    stored: jest.fn(),
  };
}

const project = {
  ...emptyForm(projectRequestFields),
  name: 'Ali',
  email: 'ali@example.com',
  projectType: 'Other',
  message: 'A shop',
};
const url = (apiPath: string) => `https://api.test${apiPath}`;

describe('submitLead', () => {
  it('posts the form with its honeypot, language, source and key, and ends the submission once stored', async () => {
    const fetchImpl = answer(201);
    const submissions = fakeSubmissions();
    const values = { ...project, [HONEYPOT_FIELD]: 'bot' };
    const result = await submitLead('project-request', values, {
      url,
      language: 'ur',
      text: leadTextsIn.ur['project-request'],
      submissions,
      fetchImpl,
    });
    expect(result).toEqual({ ok: true });
    expect(submissions.next).toHaveBeenCalledWith(values);
    expect(submissions.stored).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe('https://api.test/api/v1/project-request');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'ur', [IDEMPOTENCY_HEADER]: 'key-1' });
    expect(JSON.parse(init.body as string)).toMatchObject({
      full_name: 'Ali',
      [HONEYPOT_FIELD]: 'bot',
      language: 'ur',
      [SOURCE_FIELD]: { sent_from: '/' },
    });
  });

  it("says the form's own answer when the API did not store the lead, and keeps the submission", async () => {
    const submissions = fakeSubmissions();
    const refused = await submitLead('enrollment', emptyForm(enrollmentFields), {
      url,
      language: 'en',
      text: englishTexts.enrollment,
      submissions,
      fetchImpl: answer(422, { errors: { phone: ['Phone is required.'] } }),
    });
    expect(refused).toEqual({
      ok: false,
      message: englishTexts.enrollment.answers.invalid,
      fieldErrors: { phone: 'Phone is required.' },
    });
    const failed = await submitLead('project-request', project, {
      url,
      language: 'en',
      text: englishTexts['project-request'],
      submissions,
      fetchImpl: answer(500),
    });
    expect(failed).toEqual({
      ok: false,
      message: englishTexts['project-request'].answers.generic,
      fieldErrors: {},
    });
    expect(submissions.stored).not.toHaveBeenCalled();
  });
});
