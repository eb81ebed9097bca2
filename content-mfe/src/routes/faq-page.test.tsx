import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItemsIn } from '../features/faq/data/faq';
import { enFaq } from '../messages/en/faq';
import { renderWithProviders } from '../testing/render';
import { FaqPage } from './faq-page';

/** The questions and answers in English. */
const faqItems = faqItemsIn(enFaq.items);

/** A question's summary (the native disclosure's toggle), found by its heading. */
function question(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('summary')!;
}
const isOpen = (name: string) => question(name).closest('details')!.open;

describe('FaqPage', () => {
  it('shows ten collapsed questions as native disclosures (they work without script)', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(faqItems).toHaveLength(10);
    for (const item of faqItems) {
      expect(question(item.question)).toBeInTheDocument();
      expect(isOpen(item.question)).toBe(false);
      expect(screen.getByText(item.answer)).not.toBeVisible();
    }
  });

  it('opens and closes questions independently, several at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(question('What is your refund policy?'));
    await user.click(question('What are the class timings?'));
    expect(isOpen('What is your refund policy?')).toBe(true);
    expect(isOpen('What are the class timings?')).toBe(true);
    expect(screen.getByText(/7-day money-back guarantee/)).toBeVisible();
    expect(screen.getByText(/morning, evening and weekend batches/)).toBeVisible();

    await user.click(question('What is your refund policy?'));
    expect(isOpen('What is your refund policy?')).toBe(false);
    expect(screen.getByText(/7-day money-back guarantee/)).not.toBeVisible();
    expect(isOpen('What are the class timings?')).toBe(true);
  });

  it('states the session policy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(question('How long is each class, and how often do we meet?'));
    expect(screen.getByText(/sessions of 2-3 hours, 3-4 times a week/)).toBeVisible();
  });

  it('moves between the questions with the arrows, Home and End (Enter and Space are the browser’s)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    question(faqItems[0].question).focus();
    await user.keyboard('{ArrowDown}');
    expect(question(faqItems[1].question)).toHaveFocus();
    await user.keyboard('{End}');
    expect(question(faqItems[9].question)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(faqItems[0].question)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(faqItems[9].question)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(faqItems[0].question)).toHaveFocus();
  });

  it("has a help box with live chat hours and a working 'Contact Support' action", () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('heading', { level: 2, name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Still have questions?' })).toHaveTextContent(
      'Live chat is available 9 AM - 6 PM',
    );
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:info@codenest.pk?subject=Support%20request%20from%20the%20FAQ%20page',
    );
  });
});
