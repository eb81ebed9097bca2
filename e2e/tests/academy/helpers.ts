import { expect, type Page } from '@playwright/test';

export const enrollmentField = (page: Page, name: string) =>
  name === 'Course'
    ? page.getByRole('combobox', { name, exact: true })
    : name === 'Preferred Start Date'
      ? page.getByLabel(name, { exact: true })
      : page.getByRole('textbox', { name, exact: true });

export interface Student {
  'Full Name': string;
  'Email Address': string;
  'Phone Number': string;
  /** The course's label in the select. */
  Course: string;
  'Preferred Start Date'?: string;
  Message?: string;
}

export const student: Student = {
  'Full Name': 'Usman Tariq',
  'Email Address': 'usman@example.com',
  'Phone Number': '0301 7654321',
  Course: 'React Native',
  Message: 'Evening batch, please.',
};

export async function fillEnrollment(page: Page, values: Student = student) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'Course') await enrollmentField(page, name).selectOption({ label: value });
    else await enrollmentField(page, name).fill(value);
  }
}

/** Nothing the student typed is lost. */
export async function expectEnrollmentKept(page: Page, values: Student = student) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'Course')
      await expect(enrollmentField(page, name).locator('option:checked')).toHaveText(value);
    else await expect(enrollmentField(page, name)).toHaveValue(value);
  }
}

export const submitEnrollmentButton = (page: Page) =>
  page.getByRole('button', { name: /^(Submit Enrollment|Submitting\.\.\.)$/ });
