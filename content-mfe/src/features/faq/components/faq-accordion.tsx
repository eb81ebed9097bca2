import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon } from '@site/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FaqItem } from '../data/faq';

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.div<{ open: boolean }>`
  border: 1px solid ${({ theme, open }) => (open ? theme.colors.border.brand : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme, open }) => (open ? theme.shadows.md : theme.shadows.sm)};
  transition:
    border-color ${({ theme }) => theme.durations.normal} ease,
    box-shadow ${({ theme }) => theme.durations.normal} ease;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.fg.default};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  &:hover {
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fg.brand};
    transition: transform ${({ theme }) => theme.durations.normal} ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.fg.muted};
  animation: ${reveal} ${({ theme }) => theme.durations.normal} ease;
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
`;

/**
 * Disclosure accordion (WAI-ARIA APG): each question is a button in a heading that exposes
 * aria-expanded and controls its answer. Questions open independently; several may be open.
 * Arrow Up/Down, Home and End move between the questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  }

  return (
    <List>
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const triggerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question} open={isOpen}>
            <h2>
              <Trigger
                ref={(el) => {
                  triggers.current[index] = el;
                }}
                id={triggerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" />
              </Trigger>
            </h2>
            <Panel id={panelId} hidden={!isOpen}>
              <p>{item.answer}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
