import styled from '@emotion/styled';
import { Badge, Button, CheckList, Dialog } from '@site/ui';
import { DirectionalIcon } from '@/lib/direction';
import { useServicesMessages } from '@/messages/en/services';
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

export interface ServiceDialogProps {
  service: Service | null;
  onClose: () => void;
  onGetService: () => void;
}

/** The service detail modal: description, technologies, features and benefits. */
export function ServiceDialog({ service, onClose, onGetService }: ServiceDialogProps) {
  const t = useServicesMessages();
  const words = service ? t.items[service.id] : null;
  const details = words ? serviceDetails(words, t) : null;
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title={words?.title ?? ''}
      description={words?.description}
      size="lg"
      footer={
        <Button type="button" onClick={onGetService}>
          {t.getService} <DirectionalIcon name="arrow-right" size="1.1rem" />
        </Button>
      }
    >
      {words && details && (
        <>
          <Lead>{words.detailedDescription}</Lead>
          <Tags aria-label={t.technologies}>
            {words.technologies.map((tech) => (
              <li key={tech}>
                <Badge dir="auto">{tech}</Badge>
              </li>
            ))}
          </Tags>
          <Columns>
            <div>
              <h3>{t.keyFeatures}</h3>
              <CheckList aria-label={t.keyFeaturesLabel} tone="accent" items={details.features} />
            </div>
            <div>
              <h3>{t.benefits}</h3>
              <CheckList aria-label={t.benefitsLabel} tone="accent" items={details.benefits} />
            </div>
          </Columns>
        </>
      )}
    </Dialog>
  );
}
