import { peopleApi, PERSON_SESSION_COOKIE } from '@site/people';
import { staffPages } from '@site/staff';
import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { enrollmentIdOf, mailedToken } from '../../support/database';
import { expect, noHorizontalScroll, test, waitForUnitHydration } from '../../support/fixtures';
import { htmlErrors } from '../../support/html-checker';
import { createVerifiedPerson, fromSite, nextWeek, signInNewAdmin } from './people-helpers';

// People's accounts against the real API and the run's SQLite file (issue 43, "Done when"): one
// journey per story. The screens' own states and words are their unit tests'
// (accounts-mfe/src/features/login, profile, the staff pages'); here what needs the browser, the
// API and the database together, and axe and the Nu checker on the states a person reaches.

const PASSWORD = 'mango season in sargodha';

test('an enrollment becomes a student: invited from the inbox, a password set, the course on /profile with the progress a teacher sets', async ({
  page,
  browser,
  baseURL,
  dbPath,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const email = `student-${run}@example.com`;
  const name = `Zainab Student ${run}`;

  // A visitor enrolls.
  await page.goto('/enrollment');
  const form = page.getByRole('form', { name: 'Enrollment form' });
  await waitForUnitHydration(form);
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'React JS' });
  await form.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();

  // Staff, at the front desk's computer, enroll them as a student.
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await signInNewAdmin(desk, baseURL!, dbPath, 'desk');
  await desk.goto(staffPages.lead('enrollment', enrollmentIdOf(dbPath, email)));
  const student = desk.getByRole('region', { name: 'Student' });
  await expect(student).toContainText('No account has this e-mail address');
  await student.getByLabel('Batch starts').fill(nextWeek());
  await student.getByRole('button', { name: 'Enroll as student' }).click();
  await expect(student).toContainText('An invitation to set a password was mailed');
  const link = (await student.getByText(/\/login\?mode=invite#token=/).textContent())!.trim();
  const whatsApp = student.getByRole('link', { name: /Send the link on WhatsApp/ });
  expect(new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')).toContain(link);
  await expect(desk.getByRole('region', { name: 'Status' }).getByRole('combobox')).toHaveValue('enrolled');
  await expectNoAxeViolations(desk);

  // The invitation's link sets the password; the student signs in at the Student Portal.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to CodeNest' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`Hello, ${name}!`)).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Set my password' }).click();
  await expect(main.getByText(/Your password is set/)).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await main.getByRole('link', { name: 'Sign in to the Student Portal' }).click();
  await expect(page).toHaveURL(/\/student\/login$/);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const courses = main.getByRole('region', { name: 'My Courses' });
  const progress = courses.getByRole('progressbar', { name: 'React JS progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // A teacher sets the batch's progress; the student sees it.
  await desk.goto(staffPages.students);
  await desk
    .getByRole('link', { name: /^React JS, batch of/ })
    .first()
    .click();
  await desk.getByRole('checkbox', { name: `Select ${name}` }).check();
  await desk.getByLabel('Progress (%)').fill('60');
  await desk.getByRole('button', { name: 'Apply to 1 selected' }).click();
  await expect(desk.getByText('1 change saved.')).toBeVisible();
  await expectNoAxeViolations(desk);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await expect(courses).toContainText('In Progress');
  expect(consoleErrors).toEqual([]);
  await desk.context().close();
});

test('a visitor’s Create Account, confirmed from its link, signs in at /login and sees the project request they sent', async ({
  page,
  context,
  dbPath,
  consoleErrors,
}) => {
  const run = Date.now();
  const email = `visitor-${run}@example.com`;
  // A project request first, with the address the account will have.
  await page.goto('/#start-project');
  const request = page.getByRole('form', { name: 'Project request' });
  await waitForUnitHydration(request);
  await request.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ali Hassan');
  await request.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await request.getByRole('combobox', { name: 'Project Type', exact: true }).selectOption('E-commerce Store');
  await request
    .getByRole('textbox', { name: 'Project Details', exact: true })
    .fill('A store for our bakery.');
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

  // Create Account: the page says to check the mail.
  await page.goto('/login?mode=create-account');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill('Ali Hassan');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByRole('status')).toContainText(`We have sent a message to ${email}`);
  await expectNoAxeViolations(page);

  // The link, as the mail would carry it (read from the outbox: the server's log is not the test's).
  await page.goto(`/login?mode=verify#token=${await mailedToken(dbPath, email, 'verify')}`);
  await expect(main.getByText(/Your e-mail address is confirmed/)).toBeVisible();
  await main.getByRole('link', { name: 'Sign In' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const sent = main.getByRole('region', { name: 'What you sent' });
  await expect(sent.getByRole('listitem')).toHaveCount(1);
  await expect(sent).toContainText('E-commerce Store');
  await expect(sent).toContainText('Project request');
  await expect(sent).toContainText('Received');
  await expect(main.getByText('Member')).toBeVisible();
  await expectNoAxeViolations(page);
  const errors = htmlErrors([{ name: '/profile, signed in', html: await page.content() }]);
  expect(errors, errors.join('\n')).toEqual([]);

  // Before the page's scripts, a signed-in device sees "Loading your profile…", never the sample.
  const early = await context.newPage();
  await early.route(/\.js(\?|$)/, (route) => route.abort());
  await early.goto('/profile', { waitUntil: 'load' });
  await expect(early.getByText('Loading your profile…')).toBeVisible();
  await expect(early.getByText('Ayesha Malik')).toBeHidden();
  expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});

test('in Urdu: a wrong password offers the reset, the link sets a new one, sign-out everywhere ends every session, and the account is deleted @phone', async ({
  page,
  browser,
  baseURL,
  dbPath,
}) => {
  // A journey on a phone (right to left, its layout); the states it reaches are read by axe at
  // one width, the phone's (decision 0039), so it does not run again on the desktop.
  statesAtOneWidth();
  test.setTimeout(120_000);
  const email = `urdu-${Date.now()}@example.com`;
  await createVerifiedPerson(
    page.request,
    baseURL!,
    { name: 'احمد رضا', email, password: 'the first password of mine', language: 'ur' },
    (address, kind) => mailedToken(dbPath, address, kind),
  );
  const main = page.getByRole('main');
  const signIn = async (password: string, keep = false) => {
    await main.getByLabel('ای میل').fill(email);
    await main.getByLabel('پاس ورڈ', { exact: true }).fill(password);
    if (keep) await main.getByRole('checkbox', { name: 'مجھے سائن اِن رکھیں' }).check();
    await main.getByRole('button', { name: 'سائن اِن' }).click();
  };

  // A wrong password: the refusal offers the self-service reset.
  await page.goto('/ur/login');
  await signIn('not my password at all');
  await expect(main.getByRole('alert')).toContainText('ای میل ایڈریس یا پاس ورڈ درست نہیں۔');
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'نیا پاس ورڈ منتخب کرنے کا لنک منگوائیں' }).click();
  await expect(page).toHaveURL(/\/ur\/login\?mode=forgot$/);
  await main.getByLabel('ای میل').fill(email);
  await main.getByRole('button', { name: 'لنک بھیجیں' }).click();
  await expect(main.getByRole('status')).toContainText(email);

  // The reset link: a new password.
  await page.goto(`/ur/login?mode=reset#token=${await mailedToken(dbPath, email, 'reset')}`);
  await main.getByLabel('نیا پاس ورڈ', { exact: true }).fill(PASSWORD);
  await main.getByLabel('پاس ورڈ کی تصدیق').fill(PASSWORD);
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }).click();
  await expect(main.getByText(/آپ کا نیا پاس ورڈ مقرر ہو گیا/)).toBeVisible();
  await main.getByRole('link', { name: 'سائن اِن' }).click();

  // Signed in, kept for 30 days: its profile in Urdu, right to left, on a phone.
  await signIn(PASSWORD, true);
  await expect(page).toHaveURL(/\/ur\/profile$/);
  await expect(main.getByRole('heading', { level: 2, name: 'احمد رضا' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === PERSON_SESSION_COOKIE);
  expect(cookie?.httpOnly && cookie.secure && cookie.sameSite === 'Strict').toBe(true);
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  expect(await noHorizontalScroll(page)).toBe(true);

  // Another device, signed in too: "sign out of every device" ends both.
  const other = await browser.newContext({ baseURL });
  const signedIn = await other.request.post(peopleApi.session, {
    data: { email, password: PASSWORD },
    headers: fromSite(baseURL!),
  });
  expect(signedIn.status()).toBe(200);
  await main.getByRole('button', { name: 'ہر ڈیوائس سے سائن آؤٹ کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/login\?session=everywhere$/);
  await expect(main.getByText('آپ ہر ڈیوائس سے سائن آؤٹ ہو گئے ہیں۔')).toBeVisible();
  expect((await other.request.get(peopleApi.me)).status()).toBe(401);
  expect((await page.request.get(peopleApi.me)).status()).toBe(401);
  await other.close();

  // Deleted, with the password typed again: the session ends and the account is gone.
  await signIn(PASSWORD);
  await expect(page).toHaveURL(/\/ur\/profile$/);
  await main.getByRole('button', { name: 'میرا اکاؤنٹ حذف کریں' }).click();
  const dialog = page.getByRole('dialog', { name: 'اپنا اکاؤنٹ حذف کریں؟' });
  await dialog.getByLabel('آپ کا پاس ورڈ').fill(PASSWORD);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'میرا اکاؤنٹ حذف کریں' }).click();
  await expect(page).toHaveURL(/\/ur\/login\?session=deleted$/);
  expect((await page.request.get(peopleApi.me)).status()).toBe(401);
  await signIn(PASSWORD);
  await expect(main.getByRole('alert')).toContainText('ای میل ایڈریس یا پاس ورڈ درست نہیں۔');
});

test('on a phone, a lead’s WhatsApp button draws its whole icon, down to a 360 px screen @phone', async ({
  page,
  baseURL,
  dbPath,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone’s layout');
  const email = `whatsapp-${Date.now()}@example.com`;
  const sent = await page.request.post('/api/v1/enrollments', {
    data: { full_name: 'Bilal Ahmed', email, phone: '0301 7654321', course: 'Laravel', language: 'en' },
    headers: fromSite(baseURL!),
  });
  expect(sent.ok()).toBe(true);
  await signInNewAdmin(page, baseURL!, dbPath, 'phone');
  await page.goto(staffPages.lead('enrollment', enrollmentIdOf(dbPath, email)));
  const actions = page.getByRole('list', { name: 'Contact' });
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const name of ['Call', 'WhatsApp (opens WhatsApp)', 'E-mail']) {
      const button = actions.getByRole('link', { name });
      const icon = await button.locator('svg').boundingBox();
      // 1.125rem: the icon as drawn, not squeezed (it was 0 px wide at 360 px).
      expect(icon?.width, `${name} at ${width} px`).toBeCloseTo(18, 0);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} fits`).toBe(true);
    }
  }
});
