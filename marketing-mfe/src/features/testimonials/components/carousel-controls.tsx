import styled from '@emotion/styled';
import { DirectionalIcon } from '@/lib/direction';
import { useTestimonialsMessages } from '@/messages/en/testimonials';

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.action.primary};
    border-color: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.fg.onBrand};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Dots = styled.div`
  display: flex;
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.75rem;
  padding: 0;
  border: none;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    border: 2px solid ${({ theme }) => theme.colors.fg.inverseMuted};
    background: transparent;
    transition:
      width ${({ theme }) => theme.durations.normal} ease,
      background-color ${({ theme }) => theme.durations.normal} ease;
  }
  &[aria-current='true']::before {
    width: 1.75rem;
    border-color: ${({ theme }) => theme.colors.fg.accentOnDark};
    background: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const PauseRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.fg.inverse};
  }
`;

export interface CarouselControlsProps {
  /** The slides' names, in order ("Show testimonial 2"). */
  names: readonly string[];
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  /** Automatic rotation stopped by the visitor ("Pause"). */
  stopped: boolean;
  onToggleStopped: () => void;
}

/** Previous, a dot per slide, next, and the button that stops or restarts the rotation. */
export function CarouselControls({
  names,
  index,
  onPrevious,
  onNext,
  onGoTo,
  stopped,
  onToggleStopped,
}: CarouselControlsProps) {
  const t = useTestimonialsMessages();
  return (
    <>
      <Controls>
        <Arrow type="button" aria-label={t.previous} onClick={onPrevious}>
          <DirectionalIcon name="chevron-left" />
        </Arrow>
        <Dots role="group" aria-label={t.choose}>
          {names.map((name, i) => (
            <Dot
              key={name}
              type="button"
              aria-label={t.show(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onGoTo(i)}
            />
          ))}
        </Dots>
        <Arrow type="button" aria-label={t.next} onClick={onNext}>
          <DirectionalIcon name="chevron-right" />
        </Arrow>
      </Controls>
      <PauseRow>
        <PauseButton type="button" onClick={onToggleStopped}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
            {stopped ? <path d="M4 2l10 6-10 6z" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" />}
          </svg>
          {stopped ? t.startRotation : t.stopRotation}
        </PauseButton>
      </PauseRow>
    </>
  );
}
