import styled from '@emotion/styled';
import { Badge, Card, IconTile, StretchedButton, supportsInvokerCommands } from '@site/ui';
import { DirectionalIcon } from '@/lib/direction';
import { useServicesMessages } from '@/messages/en/services';
import type { Service } from '../data/services';
import { serviceDetails, serviceDialogId } from './service-dialog';

const Root = styled(Card)`
  height: 100%;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The whole card is the click target: the button's ::after covers it (stretched-link pattern). */
const OpenButton = styled(StretchedButton)`
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin-top: auto;
  list-style: none;
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.fg.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ServiceCardProps {
  service: Service;
  /** Opens the service's dialog, where the browser does not run `commandfor` itself. */
  onOpen: () => void;
}

export function ServiceCard({ service, onOpen }: ServiceCardProps) {
  const t = useServicesMessages();
  const words = t.items[service.id];
  return (
    <Root interactive>
      <IconTile icon={service.icon} />
      <Title>
        {/*
          The browser opens the dialog (`commandfor`), at the first paint too: the event contract
          lets the tap through. Where it cannot, the click does it once the section has hydrated.
          A pointer over the card (a touch included) or focus on it fetches the dialog's body.
        */}
        <OpenButton
          type="button"
          aria-haspopup="dialog"
          commandfor={serviceDialogId(service.id)}
          command="show-modal"
          onClick={() => {
            if (!supportsInvokerCommands()) onOpen();
          }}
          {...serviceDetails.intent}
        >
          {words.title}
        </OpenButton>
      </Title>
      <Description>{words.description}</Description>
      <Tags aria-label={t.technologies}>
        {words.technologies.map((tech) => (
          <li key={tech}>
            <Badge tone="neutral" dir="auto">
              {tech}
            </Badge>
          </li>
        ))}
      </Tags>
      <More aria-hidden="true">
        {t.learnMore} <DirectionalIcon name="arrow-right" size="1rem" />
      </More>
    </Root>
  );
}
