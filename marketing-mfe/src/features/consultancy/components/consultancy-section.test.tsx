import { screen } from '@testing-library/react';
import { siteSettings } from '@site/site';
import { renderWithProviders } from '@/testing/render';
import { ConsultancySection } from './consultancy-section';
import { inUrdu, whatsAppHref, withUrduMessages } from '@/testing/urdu';

describe('ConsultancySection', () => {
  it('shows the three benefits, the time facts and a safe new-tab link to the scheduling page', () => {
    renderWithProviders(<ConsultancySection />);
    const section = screen.getByRole('region', { name: 'Book a Free Consultation' });
    expect(section).toHaveAttribute('id', 'consultancy');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Free Expert Advice',
      'Dedicated Team',
      'Quick Solutions',
    ]);
    expect(section).toHaveTextContent('30 minutes');
    expect(section).toHaveTextContent('No commitment');
    expect(section).toHaveTextContent('Monday to Friday, 9 AM to 6 PM EST');
    const link = screen.getByRole('link', { name: /Schedule Free Consultation/ });
    expect(link).toHaveAttribute('href', siteSettings.schedulingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ConsultancySection in Urdu, and its WhatsApp chat', () => {
  withUrduMessages();

  it('consultancy: Urdu words, the hours in Urdu, a WhatsApp chat with the Urdu message', () => {
    renderWithProviders(<ConsultancySection />, inUrdu);
    const section = screen.getByRole('region', { name: 'مفت مشاورت بک کریں' });
    expect(section).toHaveTextContent('30 منٹ');
    expect(section).toHaveTextContent('دستیاب: پیر تا جمعہ');
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('ماہرین کا مفت مشورہ');
    const whatsApp = screen.getByRole('link', { name: /WhatsApp پر بات کریں/ });
    expect(whatsApp).toHaveAttribute(
      'href',
      whatsAppHref(
        'السلام علیکم CodeNest Technologies! مجھے اپنے پروجیکٹ کے بارے میں مفت مشاورت کا وقت درکار ہے۔',
      ),
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
  });

  it('consultancy in English: the WhatsApp chat with the English message', () => {
    renderWithProviders(<ConsultancySection />);
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      whatsAppHref('Hello CodeNest Technologies! I would like to book a free consultation about my project.'),
    );
  });
});
