import styled from '@emotion/styled';
import { Badge, Button, CheckList, Dialog, Icon } from '@site/ui';
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
  const details = service ? serviceDetails(service) : null;
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      title={service?.title ?? ''}
      description={service?.description}
      size="lg"
      footer={
        <Button type="button" onClick={onGetService}>
          Get This Service <Icon name="arrow-right" size="1.1rem" />
        </Button>
      }
    >
      {service && details && (
        <>
          <Lead>{service.detailedDescription}</Lead>
          <Tags aria-label="Technologies">
            {service.technologies.map((tech) => (
              <li key={tech}>
                <Badge>{tech}</Badge>
              </li>
            ))}
          </Tags>
          <Columns>
            <div>
              <h3>Key Features</h3>
              <CheckList aria-label="Key features" tone="accent" items={details.features} />
            </div>
            <div>
              <h3>Benefits</h3>
              <CheckList aria-label="Benefits" tone="accent" items={details.benefits} />
            </div>
          </Columns>
        </>
      )}
    </Dialog>
  );
}
