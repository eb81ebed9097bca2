// The body of a service's dialog: a chunk of its own with its words (./service-dialog.tsx loads it
// when a visitor opens a service or shows the intent to), so a first visit does not download it.
import styled from '@emotion/styled';
import { Badge, CheckList } from '@site/ui';
import { useServiceDetailsMessages } from '@/messages/en/service-details';
import { serviceDetails, type Service } from '../data/services';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.fg.default};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin-top: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface ServiceDetailsProps {
  service: Service;
  /** The service's technologies, as its card lists them. */
  technologies: readonly string[];
  technologiesLabel: string;
}

/** A service's long description, technologies, and features and benefits (its own, or the 6 defaults). */
export function ServiceDetails({ service, technologies, technologiesLabel }: ServiceDetailsProps) {
  const t = useServiceDetailsMessages();
  const words = t.items[service.id];
  const { features, benefits } = serviceDetails(words, t);
  return (
    <>
      <Lead>{words.detailedDescription}</Lead>
      <Tags aria-label={technologiesLabel}>
        {technologies.map((tech) => (
          <li key={tech}>
            <Badge dir="auto">{tech}</Badge>
          </li>
        ))}
      </Tags>
      <Columns>
        <div>
          <h3>{t.keyFeatures}</h3>
          <CheckList aria-label={t.keyFeaturesLabel} tone="accent" items={features} />
        </div>
        <div>
          <h3>{t.benefits}</h3>
          <CheckList aria-label={t.benefitsLabel} tone="accent" items={benefits} />
        </div>
      </Columns>
    </>
  );
}
