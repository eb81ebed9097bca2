import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { Card, CardBody, CardMedia, CardMeta, CardTitle } from './card';

function PostCard({ flush = true }: { flush?: boolean }) {
  return (
    <Card as="article" flush={flush} interactive>
      <CardMedia src="/cover.png" alt="Students at their desks" width={800} height={450} />
      <CardBody>
        <CardTitle as="h2">Learn React in Sargodha</CardTitle>
        <CardMeta spread>
          <span>Tutorials</span>
          <time dateTime="2024-03-15">Mar 15, 2024</time>
        </CardMeta>
      </CardBody>
    </Card>
  );
}

describe('card parts', () => {
  it('reads as one article: picture, heading at the level asked for, facts', () => {
    renderWithTheme(<PostCard />);
    const card = screen.getByRole('article');
    expect(card).toContainElement(screen.getByRole('img', { name: 'Students at their desks' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Learn React in Sargodha' })).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2024')).toHaveAttribute('datetime', '2024-03-15');
  });

  it('reserves the picture its intrinsic aspect ratio, so nothing moves while it loads', () => {
    renderWithTheme(<PostCard />);
    const image = screen.getByRole('img', { name: 'Students at their desks' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    // jsdom's CSS parser drops aspect-ratio, so only the size attributes that set it are checked.
    expect(image).toHaveStyle({ width: '100%', height: 'auto' });
  });

  it('runs a flush card edge to edge and clips its corners; other cards keep their padding', () => {
    const { unmount } = renderWithTheme(<PostCard />);
    expect(screen.getByRole('article')).toHaveStyle({ padding: '0px', overflow: 'hidden' });
    unmount();
    renderWithTheme(<PostCard flush={false} />);
    expect(screen.getByRole('article')).toHaveStyle({ padding: theme.space[6] });
  });
});
