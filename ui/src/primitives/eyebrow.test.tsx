import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { Eyebrow } from './eyebrow';
import { Section } from './layout';
import { PageHeader } from './page-header';

describe('Eyebrow', () => {
  it('labels a page header above its h1, in the accent for dark bands', () => {
    renderWithTheme(<PageHeader eyebrow="Insights" title="Our Blog" />);
    const label = screen.getByText('Insights');
    const heading = screen.getByRole('heading', { level: 1, name: 'Our Blog' });
    expect(label.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(label).toHaveStyle({ color: theme.colors.fg.accentOnDark, textTransform: 'uppercase' });
  });

  it('takes the section’s tone: dark on an inverse section, teal 700 on a light one', () => {
    const { unmount } = renderWithTheme(<Section eyebrow="What we do" title="Services" tone="inverse" />);
    expect(screen.getByText('What we do')).toHaveStyle({ color: theme.colors.fg.accentOnDark });
    unmount();
    renderWithTheme(<Section eyebrow="What we do" title="Services" />);
    expect(screen.getByText('What we do')).toHaveStyle({ color: theme.colors.fg.accent });
  });

  it('is smaller and on a line of its own when compact', () => {
    renderWithTheme(
      <>
        <Eyebrow>Page</Eyebrow>
        <Eyebrow compact>Card</Eyebrow>
      </>,
    );
    expect(screen.getByText('Page')).toHaveStyle({ display: 'inline-block', fontSize: theme.fontSizes.sm });
    expect(screen.getByText('Card')).toHaveStyle({ display: 'block', fontSize: theme.fontSizes.xs });
  });
});
