import styled from '@emotion/styled';
import { Container } from '@site/ui';
import { courseCards } from '../data/course-cards';
import { CourseListCard } from './course-list-card';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[16]};
`;

export function CourseListView() {
  return (
    <Body>
      <Grid>
        {courseCards.map((card, index) => (
          <li key={card.id}>
            <CourseListCard card={card} first={index === 0} />
          </li>
        ))}
      </Grid>
    </Body>
  );
}
