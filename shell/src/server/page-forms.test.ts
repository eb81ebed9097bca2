/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
import type { SiteRoute } from '@site/federation';
import { answerPostedForm, formOfPage, parseFormBody } from './page-forms';

const routes: SiteRoute[] = [
  {
    path: '/',
    module: 'marketing/HomePage',
    label: 'the home page',
    index: true,
    form: { id: 'project-request', section: 'start-project' },
  },
  {
    path: '/enrollment',
    module: 'academy/EnrollmentPage',
    label: 'enrollment',
    index: true,
    form: { id: 'enrollment' },
  },
  { path: '/login', module: 'accounts/LoginPage', label: 'sign in', index: false, form: { id: 'sign-in' } },
  { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true },
];

const project = {
  name: 'Ali Hassan',
  email: 'ali@example.com',
  company: '',
  projectType: 'E-commerce Store',
  budget: '',
  message: 'An online store for our bakery.',
  website: '',
};

/** The API as the site server reaches it: one answer, and what it was sent. */
function api(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

describe('formOfPage', () => {
  it('finds the form a page declares, and none for a page without one', () => {
    expect(formOfPage(routes, '/')).toEqual({ id: 'project-request', section: 'start-project' });
    expect(formOfPage(routes, '/enrollment/')).toEqual({ id: 'enrollment' });
    expect(formOfPage(routes, '/faq')).toBeUndefined();
    expect(formOfPage(routes, '/nowhere')).toBeUndefined();
  });
});

describe('parseFormBody', () => {
  it('reads each field once, as text, and refuses a field given twice', () => {
    expect(parseFormBody('name=Ali+Hassan&email=ali%40example.com')).toEqual({
      name: 'Ali Hassan',
      email: 'ali@example.com',
    });
    expect(parseFormBody('name=a&name=b')).toBeUndefined();
  });
});

describe('answerPostedForm', () => {
  const post = (pathname: string, body: Record<string, string>) =>
    answerPostedForm({
      pathname,
      form: formOfPage(routes, pathname)!,
      body,
      apiUrl: 'http://127.0.0.1:4000',
      clientIp: '203.0.113.7',
    });

  it('sends a project request to the API for the visitor, then shows the page with ?sent= at the form', async () => {
    const calls = api(201, { id: 1 });
    expect(await post('/', project)).toEqual({
      kind: 'redirect',
      location: '/?sent=project-request#start-project',
    });
    expect(calls[0]!.url).toBe('http://127.0.0.1:4000/api/v1/project-request');
    expect(calls[0]!.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(calls[0]!.body).toMatchObject({ full_name: 'Ali Hassan', project_type: 'E-commerce Store' });
  });

  it('names the course (nothing personal) in the enrollment it stored', async () => {
    api(201, { id: 2 });
    const answer = await post('/enrollment', {
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      course: 'React JS',
      startDate: '',
      message: '',
      website: '',
    });
    expect(answer).toEqual({ kind: 'redirect', location: '/enrollment?sent=enrollment&course=React+JS' });
  });

  it('answers refused fields with the page, everything typed and the form’s messages', async () => {
    api(422, { message: 'Validation failed.', errors: { email: ['Enter a valid email address.'] } });
    const answer = await post('/', { ...project, email: 'ali@' });
    const { website: _honeypot, ...typed } = project;
    expect(answer).toEqual({
      kind: 'page',
      status: 422,
      posted: {
        form: 'project-request',
        values: { ...typed, email: 'ali@' },
        fieldErrors: { email: 'Enter a valid email address.' },
        message: 'Validation failed.',
      },
    });
  });

  it('says what the form says when the API cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const answer = await post('/', project);
    expect(answer).toMatchObject({
      kind: 'page',
      status: 503,
      posted: { message: 'There was an error submitting your request. Please try again later.' },
    });
  });

  it('refuses a body with fields the form does not have, without calling the API', async () => {
    const calls = api(201, {});
    expect(await post('/', { ...project, role: 'admin' })).toMatchObject({ kind: 'refused', status: 400 });
    expect(calls).toHaveLength(0);
  });

  it('keeps nothing of a sign-in form: the page says what happens next', async () => {
    const calls = api(201, {});
    expect(await post('/login', { email: 'ali@example.com' })).toEqual({
      kind: 'redirect',
      location: '/login?sent=sign-in',
    });
    expect(calls).toHaveLength(0);
  });
});
