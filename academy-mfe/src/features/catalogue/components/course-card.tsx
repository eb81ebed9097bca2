import styled from '@emotion/styled';
import {
  Badge,
  Card,
  CardBody,
  CardMeta,
  CardTitle,
  Icon,
  StretchedButton,
  supportsInvokerCommands,
} from '@site/ui';
import { CourseArt } from '@/components/course-art';
import { ForwardIcon } from '@/components/forward-icon';
import type { CatalogueCourse } from '@/lib/catalogue/courses';
import { Words } from '@/lib/latin-dir';
import { useCatalogueMessages } from '@/messages/en/catalogue';
import { useCoursesMessages } from '@/messages/en/courses';
import { useLevelsMessages } from '@/messages/en/levels';
import { useUnitsMessages } from '@/messages/en/units';
import { courseDetails, courseDialogId } from './course-modal';

const Root = styled(Card)`
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled(CardBody)`
  padding-top: ${({ theme }) => theme.space[5]};
`;

const Title = styled(CardTitle)`
  /* The card shows the focus ring (focus-within); the title button needs no second one. */
  button:focus-visible {
    outline: none;
  }
`;

/** The whole card is the button's target (ui's stretched button). */
const OpenButton = StretchedButton;

const Duration = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.fg.brand};
`;

export interface CourseCardProps {
  course: CatalogueCourse;
  /** Opens the course's modal where the browser cannot (no `commandfor`), once hydrated. */
  onOpen: () => void;
}

/**
 * A course in the home grid. The title is the button (keyboard, screen readers), and a tap
 * anywhere on the card is a tap on it. It names the course's dialog (`commandfor`), so the
 * browser opens the modal at the first tap, before any script; where it cannot, the click
 * handler does once the section has hydrated. Focus lands on the button and returns there when
 * the modal closes.
 */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const t = {
    catalogue: useCatalogueMessages(),
    courses: useCoursesMessages(),
    levels: useLevelsMessages(),
    units: useUnitsMessages(),
  };
  const words = t.courses[course.id];
  return (
    <Root as="article" interactive hoverBorder="brand" flush>
      <CourseArt art={course.art} alt="" />
      <Body>
        <CardMeta>
          <Badge tone="accent">{t.levels[course.level]}</Badge>
          <Duration>
            <Icon name="clock" size="1rem" />
            {t.units.months(course.durationMonths)}
          </Duration>
        </CardMeta>
        <Title>
          {/* A pointer over the card (a touch included) or focus on it fetches the modal's body. */}
          <OpenButton
            type="button"
            aria-haspopup="dialog"
            commandfor={courseDialogId(course.id)}
            command="show-modal"
            onClick={(event) => {
              // Safari does not focus a clicked button: the modal returns focus to what had it.
              event.currentTarget.focus();
              if (!supportsInvokerCommands()) onOpen();
            }}
            {...courseDetails.intent}
          >
            <Words text={words.title} />
          </OpenButton>
        </Title>
        <Description>{words.description}</Description>
        <More aria-hidden="true">
          {t.catalogue.viewDetails} <ForwardIcon name="arrow-right" size="1rem" />
        </More>
      </Body>
    </Root>
  );
}
