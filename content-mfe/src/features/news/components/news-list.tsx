import styled from '@emotion/styled';
import { Button, Container, Grid } from '@site/ui';
import { useState } from 'react';
import { useNewsMessages } from '@/messages/en/news';
import type { NewsItem } from '../data/news';
import { NewsCard } from './news-card';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  .message {
    min-height: 1.6em;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * The six news cards and 'Load More News'. All news is already shown, so the button says so
 * (in a polite live region) instead of doing nothing.
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const t = useNewsMessages();
  const [caughtUp, setCaughtUp] = useState(false);
  return (
    <Wrap>
      <Grid min="19rem">
        {items.map((item, index) => (
          <NewsCard key={item.id} item={item} eager={index === 0} />
        ))}
      </Grid>
      <More>
        <Button type="button" variant="secondary" size="lg" onClick={() => setCaughtUp(true)}>
          {t.loadMore}
        </Button>
        <p className="message" role="status">
          {caughtUp ? t.noMore : ''}
        </p>
      </More>
    </Wrap>
  );
}
