import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { linkRowStyles, type LinkRowStyleProps } from './link-row';

const Row = styled('ul')<{ row: LinkRowStyleProps }>(({ theme: t, row }) =>
  linkRowStyles({ theme: t, ...row }),
);

function renderRow(row: LinkRowStyleProps) {
  renderWithTheme(
    <Row row={row} aria-label="Pages">
      <li>
        <a href="/a">A</a>
      </li>
      <li>
        <a href="/b">B</a>
      </li>
    </Row>,
  );
  return { list: screen.getByRole('list', { name: 'Pages' }), link: screen.getByRole('link', { name: 'A' }) };
}

describe('linkRowStyles', () => {
  it('lays the links side by side, wrapping, without bullets, each at least 2.5rem tall', () => {
    const { list, link } = renderRow({ gap: 2 });
    expect(list).toHaveStyle({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], listStyle: 'none' });
    expect(link).toHaveStyle({ display: 'inline-flex', alignItems: 'center', minHeight: '2.5rem' });
  });

  it('keeps one line when asked, and makes touch targets 2.75rem tall', () => {
    const { list, link } = renderRow({ gap: 1, wrap: false, touchTarget: true });
    expect(list).not.toHaveStyle({ flexWrap: 'wrap' });
    expect(list).toHaveStyle({ gap: theme.space[1] });
    expect(link).toHaveStyle({ minHeight: '2.75rem' });
  });
});
