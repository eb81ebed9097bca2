import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon } from '@site/ui';
import { useRef, type KeyboardEvent } from 'react';
import type { FaqItem } from '../data/faq';

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color ${({ theme }) => theme.durations.normal} ease,
    box-shadow ${({ theme }) => theme.durations.normal} ease;
  &[open] {
    border-color: ${({ theme }) => theme.colors.border.brand};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: inherit;
  color: ${({ theme }) => theme.colors.fg.default};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fg.brand};
    transition: transform ${({ theme }) => theme.durations.normal} ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.fg.muted};
  /* Only when shown: an animation in a closed disclosure never runs, so it would never end. */
  details[open] > & {
    animation: ${reveal} ${({ theme }) => theme.durations.normal} ease;
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    details[open] > & {
      animation: none;
    }
  }
`;

/**
 * The questions as native disclosures (`<details>`): each opens and closes on its own, several
 * may be open, and they work before any script runs and without it; screen readers announce each
 * question as expanded or collapsed. Once the page's script is there, Arrow Up/Down, Home and End
 * move between the questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const questions = useRef<(HTMLElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    questions.current[target]?.focus();
  }

  return (
    <List>
      {items.map((item, index) => (
        <Item key={item.question}>
          <Question
            ref={(el) => {
              questions.current[index] = el;
            }}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            <h2>{item.question}</h2>
            <Icon name="chevron-down" />
          </Question>
          <Answer>
            <p>{item.answer}</p>
          </Answer>
        </Item>
      ))}
    </List>
  );
}
