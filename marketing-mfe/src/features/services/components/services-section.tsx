import styled from '@emotion/styled';
import { paths, sectionIds } from '@site/site';
import { Section, scrollToId } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@site/router';
import { SERVICE_SCROLL_DELAY_MS } from '../data/constants';
import { services, type ServiceId } from '../data/services';
import { useServicesMessages } from '@/messages/en/services';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';

/** Flex rather than grid so that the tenth card sits centred in the last row. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  & > li {
    flex: 1 1 100%;
  }
  ${({ theme }) => theme.mq.sm} {
    & > li {
      flex: 0 1 calc((100% - ${({ theme }) => theme.space[6]}) / 2);
    }
  }
  ${({ theme }) => theme.mq.lg} {
    & > li {
      flex: 0 1 calc((100% - 2 * ${({ theme }) => theme.space[6]}) / 3);
    }
  }
`;

export function ServicesSection() {
  /** The service whose dialog is open: set by a card, or after the browser opened its dialog. */
  const [open, setOpen] = useState<ServiceId | null>(null);
  const navigate = useNavigate();
  const t = useServicesMessages();
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const getService = () => {
    setOpen(null);
    navigate({ pathname: paths.home, hash: `#${sectionIds.startProject}` });
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(
      () => scrollToId(sectionIds.startProject),
      SERVICE_SCROLL_DELAY_MS,
    );
  };

  return (
    <Section id={sectionIds.services} eyebrow={t.eyebrow} title={t.title} description={t.description}>
      <List>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} onOpen={() => setOpen(service.id)} />
          </li>
        ))}
      </List>
      {/* One closed dialog per service, in the page from the start: each card's button opens its own. */}
      {services.map((service) => (
        <ServiceDialog
          key={service.id}
          service={service}
          open={open === service.id}
          onOpen={() => setOpen(service.id)}
          onClose={() => setOpen(null)}
          onGetService={getService}
        />
      ))}
    </Section>
  );
}
