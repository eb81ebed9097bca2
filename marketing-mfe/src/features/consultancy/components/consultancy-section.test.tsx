import { screen } from '@testing-library/react';
import { siteSettings } from '@site/site';
import { renderWithProviders } from '@/testing/render';
import { ConsultancySection } from './consultancy-section';

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
