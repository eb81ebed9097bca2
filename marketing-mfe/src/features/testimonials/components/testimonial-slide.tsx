import styled from '@emotion/styled';
import { useLocale } from '@site/i18n';
import { Icon } from '@site/ui';
import { useTestimonialsMessages } from '@/messages/en/testimonials';
import { MAX_RATING, type Testimonial } from '../data/testimonials';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  text-align: center;
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.fg.default};
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    text-align: start;
  }
  img {
    flex: none;
    width: 4rem;
    height: 4rem;
    border-radius: ${({ theme }) => theme.radii.full};
  }
  .name {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .role {
    display: block;
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .translated {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const QuoteMark = styled.span`
  font-family: Georgia, serif;
  font-size: 4rem;
  line-height: 0.6;
  height: 2rem;
  color: ${({ theme }) => theme.colors.fg.brand};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.fg.star};
`;

export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const t = useTestimonialsMessages();
  const locale = useLocale();
  const { role, content } = t.items[testimonial.id];
  return (
    <Figure>
      <QuoteMark aria-hidden="true">&ldquo;</QuoteMark>
      <Stars role="img" aria-label={t.rated(testimonial.rating, MAX_RATING)}>
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <Icon key={i} name="star" size="1.25rem" />
        ))}
      </Stars>
      <blockquote>
        <p>{content}</p>
        {/* The client said it in English: a translated quote says so. */}
        {locale !== 'en' && <p className="translated">{t.translatedNote}</p>}
      </blockquote>
      <figcaption>
        <img src={testimonial.avatar} alt="" width={64} height={64} loading="lazy" />
        <span>
          <span className="name" lang="en" dir="ltr">
            {testimonial.name}
          </span>
          <span className="role">{role}</span>
        </span>
      </figcaption>
    </Figure>
  );
}
