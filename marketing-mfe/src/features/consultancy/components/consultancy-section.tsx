import styled from '@emotion/styled';
import { sectionIds, siteSettings } from '@site/site';
import { ButtonAnchor, Icon, IconTile, Section, VisuallyHidden } from '@site/ui';
import { consultancyBenefits } from '../data/consultancy';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    height: 100%;
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.colors.border.inverse};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.06);
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
  }
`;

const Booking = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  text-align: center;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.fg.inverseMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
`;

const { minutes, hours } = siteSettings.consultation;

export function ConsultancySection() {
  return (
    <Section
      id={sectionIds.consultancy}
      tone="brand"
      eyebrow="Free consultation"
      title="Book a Free Consultation"
      description={`Not sure where to start? Book a free ${minutes}-minute call with our experts. There is no commitment: just a clear plan for your project.`}
    >
      <Cards>
        {consultancyBenefits.map((benefit) => (
          <li key={benefit.title}>
            <IconTile icon={benefit.icon} tone="accentOnDark" />
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </Cards>
      <Booking>
        <Facts>
          <li>
            <Icon name="clock" size="1rem" />
            {minutes} minutes
          </li>
          <li>
            <Icon name="check" size="1rem" />
            No commitment
          </li>
          <li>
            <Icon name="calendar" size="1rem" />
            Available {hours}
          </li>
        </Facts>
        <ButtonAnchor
          href={siteSettings.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="inverse"
          size="lg"
        >
          <Icon name="calendar" />
          Schedule Free Consultation
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonAnchor>
      </Booking>
    </Section>
  );
}
