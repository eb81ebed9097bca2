import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { Panel } from './panel';

// jsdom writes a list of shadows without the space after each comma.
const shadowOf = (element: HTMLElement) => getComputedStyle(element).boxShadow.replace(/,(?=\S)/g, ', ');

describe('Panel', () => {
  it('raises its content on the surface colour, with a medium shadow unless asked for a deeper one', () => {
    renderWithTheme(
      <>
        <Panel as="section" aria-label="Profile">
          Ali Hassan
        </Panel>
        <Panel elevation="lg" aria-label="Request" role="region">
          Tell us about your project
        </Panel>
      </>,
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile.tagName).toBe('SECTION');
    expect(profile).toHaveStyle({ padding: theme.space[6], background: theme.colors.bg.surface });
    expect(getComputedStyle(profile).borderRadius).toBe(theme.radii.xl);
    expect(shadowOf(profile)).toBe(theme.shadows.md);
    const request = screen.getByRole('region', { name: 'Request' });
    expect(shadowOf(request)).toBe(theme.shadows.lg);
    expect(request).not.toHaveAttribute('elevation');
  });
});
