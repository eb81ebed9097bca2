import styled from '@emotion/styled';
import { usePageMeta } from '@site/federation';
import { Container, PageHeader } from '@site/ui';
import { FaqAccordion } from '../features/faq/components/faq-accordion';
import { HelpBox } from '../features/faq/components/help-box';
import { faqItemsIn } from '../features/faq/data/faq';
import { useFaqMessages } from '../messages/en/faq';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  max-width: 52rem;
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
`;

export function FaqPage() {
  const t = useFaqMessages();
  const faqItems = faqItemsIn(t.items);
  const description = t.description;
  usePageMeta({
    description,
    structuredData: [
      {
        '@type': 'FAQPage',
        mainEntity: faqItems.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  });
  // The heading says more than the route's short title ('FAQ' in the tab, 'Frequently Asked Questions'
  // on the page).
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={description} />
      <Wrap>
        <FaqAccordion items={faqItems} />
        <HelpBox />
      </Wrap>
    </>
  );
}

export default FaqPage;
