import styled from '@emotion/styled';
import { Badge, Button, Dialog, Icon } from '@site/ui';
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

const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.fg.accent};
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
              <Checklist aria-label="Key features">
                {details.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size="1.1rem" />
                    {feature}
                  </li>
                ))}
              </Checklist>
            </div>
            <div>
              <h3>Benefits</h3>
              <Checklist aria-label="Benefits">
                {details.benefits.map((benefit) => (
                  <li key={benefit}>
                    <Icon name="check" size="1.1rem" />
                    {benefit}
                  </li>
                ))}
              </Checklist>
            </div>
          </Columns>
        </>
      )}
    </Dialog>
  );
}
