import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { Icon } from './icon';
import { CheckList, IconList } from './icon-list';

describe('CheckList', () => {
  it('lists each point after a decorative check mark, in the tone asked for', () => {
    renderWithTheme(
      <CheckList aria-label="Key features" items={['Responsive design', 'Fast loading']} tone="accent" />,
    );
    const list = screen.getByRole('list', { name: 'Key features' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Responsive design', 'Fast loading']);
    const mark = list.querySelector('li svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('width', '1.1rem');
    expect(mark).toHaveStyle({ color: theme.colors.fg.accent });
    expect(list).not.toHaveAttribute('tone');
  });

  it('takes the mark size and spacing it is given; green marks by default', () => {
    renderWithTheme(<CheckList aria-label="Benefits" items={['Certificate']} markSize="1rem" spacing={3} />);
    const list = screen.getByRole('list', { name: 'Benefits' });
    expect(list).toHaveStyle({ gap: theme.space[3] });
    expect(list.querySelector('svg')).toHaveAttribute('width', '1rem');
    expect(list.querySelector('svg')).toHaveStyle({ color: theme.colors.fg.success });
  });
});

describe('IconList', () => {
  it('lines up any icons with their text, light on a dark panel', () => {
    renderWithTheme(
      <IconList aria-label="Contact" tone="onDark" spacing={3}>
        <li>
          <Icon name="phone" />
          <a href="tel:03001234567">0300 1234567</a>
        </li>
      </IconList>,
    );
    const list = screen.getByRole('list', { name: 'Contact' });
    expect(within(list).getByRole('link', { name: '0300 1234567' })).toBeInTheDocument();
    expect(list.querySelector('svg')).toHaveStyle({ color: theme.colors.fg.accentOnDark });
    expect(list).not.toHaveAttribute('spacing');
  });
});
