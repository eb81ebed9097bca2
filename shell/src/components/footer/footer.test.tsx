import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './footer';

describe('Footer legal summaries', () => {
  it('are dialogs in the page from the start, closed, that their buttons open natively', () => {
    renderWithProviders(<Footer />, { route: '/faq' });
    for (const [name, id] of [
      ['Privacy Policy', 'legal-privacy'],
      ['Terms of Service', 'legal-terms'],
    ] as const) {
      const dialog = document.getElementById(id)!;
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).not.toHaveAttribute('open');
      expect(dialog).toHaveTextContent(name);
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('commandfor', id);
      expect(button).toHaveAttribute('command', 'show-modal');
    }
  });

  it('open through script where the browser has no invoker commands (jsdom has none)', async () => {
    renderWithProviders(<Footer />, { route: '/faq' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terms of Service' }));
    expect(document.getElementById('legal-terms')).toHaveAttribute('open');
    expect(document.getElementById('legal-privacy')).not.toHaveAttribute('open');
  });
});
