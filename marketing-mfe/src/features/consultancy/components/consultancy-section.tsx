import styled from '@emotion/styled';
import { WhatsAppLink } from '@site/federation';
import { formatNumber, useLocale } from '@site/i18n';
import { sectionIds, siteSettings } from '@site/site';
import { ButtonAnchor, Icon, IconTile, Section, VisuallyHidden } from '@site/ui';
import { DarkFacts } from '@/components/dark-facts';
import { useConsultancyMessages } from '@/messages/en/consultancy';
import { useWhatsAppMessages } from '@/messages/en/whats-app';
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
    background: ${({ theme }) => theme.colors.bg.inverseSubtle};
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

const Facts = styled(DarkFacts)`
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
`;

/** The second way in, under the booking button: a chat on WhatsApp, light on the dark band. */
const WhatsApp = styled(WhatsAppLink)`
  color: ${({ theme }) => theme.colors.fg.inverse};
`;

export function ConsultancySection() {
  const t = { whatsApp: useWhatsAppMessages() };
  const c = useConsultancyMessages();
  const minutes = formatNumber(useLocale(), siteSettings.consultation.minutes);
  return (
    <Section
      id={sectionIds.consultancy}
      tone="brand"
      eyebrow={c.eyebrow}
      title={c.title}
      description={c.description(minutes)}
    >
      <Cards>
        {consultancyBenefits.map((benefit) => (
          <li key={benefit.id}>
            <IconTile icon={benefit.icon} tone="accentOnDark" />
            <h3>{c.benefits[benefit.id].title}</h3>
            <p>{c.benefits[benefit.id].text}</p>
          </li>
        ))}
      </Cards>
      <Booking>
        <Facts>
          <li>
            <Icon name="clock" size="1rem" />
            {c.minutes(minutes)}
          </li>
          <li>
            <Icon name="check" size="1rem" />
            {c.noCommitment}
          </li>
          <li>
            <Icon name="calendar" size="1rem" />
            {c.available(c.hours)}
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
          {c.schedule}
          <VisuallyHidden>{c.newTab}</VisuallyHidden>
        </ButtonAnchor>
        <WhatsApp message={t.whatsApp.consultancy}>
          {t.whatsApp.consultancyLabel}
          <VisuallyHidden>{t.whatsApp.opensWhatsApp}</VisuallyHidden>
        </WhatsApp>
      </Booking>
    </Section>
  );
}
