import styled from '@emotion/styled';
import { ButtonLink, WhatsAppLink } from '@site/federation';
import { Badge, CheckList, VisuallyHidden } from '@site/ui';
import { useId, type ReactNode } from 'react';
import { usePlansMessages } from '@/messages/en/plans';
import { useWhatsAppMessages } from '@/messages/en/whats-app';

const Root = styled.article<{ popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: ${({ popular }) => (popular ? 2 : 1)}px solid
    ${({ theme, popular }) => (popular ? theme.colors.border.brand : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  box-shadow: ${({ theme, popular }) => (popular ? theme.shadows.lg : theme.shadows.sm)};
  ${({ theme }) => theme.mq.lg} {
    transform: ${({ popular }) => (popular ? 'translateY(-0.75rem)' : 'none')};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const PopularBadge = styled(Badge)`
  position: absolute;
  top: 0;
  inset-inline: 0;
  width: fit-content;
  margin-inline: auto;
  transform: translateY(-50%);
  padding-block: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.action.primary};
  color: ${({ theme }) => theme.colors.fg.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  .note {
    display: block;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .amount {
    font-size: 2.5rem;
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.fg.default};
  }
  /* A text in place of a figure, in Nastaliq: smaller, with the room its lines need. */
  .amount:lang(ur):not(:has(bdi)) {
    font-size: 1.75rem;
    line-height: 1.8;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Features = styled(CheckList)`
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

/** The call to action, and under it a secondary way in: a chat on WhatsApp about this plan. */
const Action = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

export interface PlanCardProps {
  name: string;
  /** The price (a figure: in a left-to-right <bdi>) or a text in its place. */
  price: ReactNode;
  priceNote?: string;
  /** Short facts under the price (duration, support). */
  facts?: readonly ReactNode[];
  description: string;
  features: readonly string[];
  popular: boolean;
  action: { label: string; to: string };
  /** A WhatsApp chat about this plan: the prefilled message and the link's words. */
  whatsApp?: { message: string; label: string };
}

/** A package or pricing plan: name, price, facts, features and one call to action. */
export function PlanCard({
  name,
  price,
  priceNote,
  facts,
  description,
  features,
  popular,
  action,
  whatsApp,
}: PlanCardProps) {
  const headingId = useId();
  const t = { plans: usePlansMessages(), whatsApp: useWhatsAppMessages() };
  return (
    <Root popular={popular} aria-labelledby={headingId}>
      {popular && <PopularBadge>{t.plans.mostPopular}</PopularBadge>}
      <h2 id={headingId}>{name}</h2>
      <Price>
        {priceNote && <span className="note">{priceNote}</span>}
        <span className="amount">{price}</span>
      </Price>
      {facts && facts.length > 0 && (
        <Facts>
          {facts.map((fact, i) => (
            <li key={i}>
              <Badge tone="neutral">{fact}</Badge>
            </li>
          ))}
        </Facts>
      )}
      <Description>{description}</Description>
      <Features aria-label={t.plans.features(name)} tone="accent" items={features} />
      <Action>
        <ButtonLink to={action.to} variant={popular ? 'primary' : 'secondary'} fullWidth size="lg">
          {action.label}
        </ButtonLink>
        {whatsApp && (
          <WhatsAppLink message={whatsApp.message}>
            {whatsApp.label}
            <VisuallyHidden>{t.whatsApp.opensWhatsApp}</VisuallyHidden>
          </WhatsAppLink>
        )}
      </Action>
    </Root>
  );
}

/** Three plans side by side from large screens. */
export const PlanGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: stretch;
  }
`;

/** A closing call to action under the plans. */
export const PlanCta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.subtle};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export const PageBody = styled.div`
  padding-block: ${({ theme }) => theme.space[16]};
`;
