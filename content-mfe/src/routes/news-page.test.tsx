import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsItems } from '../features/news/data/news';
import { enNews } from '../messages/en/news';
import { renderWithProviders } from '../testing/render';
import { NewsPage } from './news-page';

describe('NewsPage', () => {
  it('shows six news cards, each linking to /news/{id}', () => {
    renderWithProviders(<NewsPage />, { route: '/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const item = newsItems[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(item.title);
      expect(within(card).getByText(item.category)).toBeInTheDocument();
      expect(within(card).getByText(item.author)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: enNews.imageAlts[`${item.id}`] })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /read more/i })).toHaveAttribute(
        'href',
        `/news/${item.id}`,
      );
    });
  });

  it('navigates to the news item path', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />, { route: '/news' });
    await user.click(screen.getAllByRole('link', { name: /read more/i })[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/news/2');
  });

  it("says that there is no more news when 'Load More News' is pressed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />, { route: '/news' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Load More News' }));
    expect(status).toHaveTextContent("You're all caught up — no more news yet.");
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
