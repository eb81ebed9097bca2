import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems } from '../features/faq/data/faq';
import { renderWithProviders } from '../testing/render';
import { FaqPage } from './faq-page';

function question(name: string) {
  return screen.getByRole('button', { name });
}

describe('FaqPage', () => {
  it('shows ten collapsed questions, each controlling its answer', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(faqItems).toHaveLength(10);
    for (const item of faqItems) {
      const button = question(item.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).not.toBeVisible();
    }
  });

  it('opens and closes questions independently, several at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(question('What is your refund policy?'));
    await user.click(question('What are the class timings?'));
    expect(question('What is your refund policy?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What are the class timings?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/7-day money-back guarantee/)).toBeVisible();
    expect(screen.getByText(/morning, evening and weekend batches/)).toBeVisible();

    await user.click(question('What is your refund policy?'));
    expect(question('What is your refund policy?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/7-day money-back guarantee/)).not.toBeVisible();
    expect(question('What are the class timings?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('states the session policy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(question('How long is each class, and how often do we meet?'));
    expect(screen.getByText(/sessions of 2-3 hours, 3-4 times a week/)).toBeVisible();
  });

  it('works with the keyboard: Enter and Space toggle, arrows move between questions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    question(faqItems[0].question).focus();
    await user.keyboard('{Enter}');
    expect(question(faqItems[0].question)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(question(faqItems[1].question)).toHaveFocus();
    await user.keyboard(' ');
    expect(question(faqItems[1].question)).toHaveAttribute('aria-expanded', 'true');
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
