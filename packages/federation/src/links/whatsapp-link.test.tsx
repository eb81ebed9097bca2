import { renderWithProviders } from '../testing/render';
import { screen } from '@testing-library/react';
import { WhatsAppLink } from './whatsapp-link';

describe('WhatsAppLink', () => {
  it('opens a chat with the company’s number and the message typed in', () => {
    renderWithProviders(
      <WhatsAppLink message="Hello! I am interested in React JS.">Chat on WhatsApp</WhatsAppLink>,
    );
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link).toHaveAttribute(
      'href',
      'https://wa.me/923008601234?text=Hello!%20I%20am%20interested%20in%20React%20JS.',
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
