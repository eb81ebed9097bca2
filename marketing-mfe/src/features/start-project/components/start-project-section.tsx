import styled from '@emotion/styled';
import { ltrOn, useLocale } from '@site/i18n';
import { sectionIds, siteSettings } from '@site/site';
import { Button, Dialog, Icon, Panel, Section } from '@site/ui';
import { useEffect, useId, useRef } from 'react';
import { useProjectRequestFormMessages } from '@/messages/en/project-request-form';
import { useStartProjectMessages } from '@/messages/en/start-project';
import { useProjectRequest } from '../hooks/use-project-request';
import { ProjectRequestForm } from './project-request-form';
import { ThankYouPanel } from './thank-you-panel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 0.8fr 1.2fr;
    align-items: start;
  }
`;

const Aside = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[8]};
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  ol > li {
    position: relative;
    padding-inline-start: 3.25rem;
    counter-increment: step;
    color: ${({ theme }) => theme.colors.fg.muted};
    strong {
      display: block;
      color: ${({ theme }) => theme.colors.fg.default};
    }
    &::before {
      content: counter(step);
      position: absolute;
      inset-inline-start: 0;
      top: 0;
      display: grid;
      place-items: center;
      width: 2.25rem;
      height: 2.25rem;
      border-radius: ${({ theme }) => theme.radii.full};
      background: ${({ theme }) => theme.colors.bg.brandSubtle};
      color: ${({ theme }) => theme.colors.fg.brand};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;

const Contact = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.subtle};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  a {
    color: ${({ theme }) => theme.colors.fg.default};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const FormCard = styled(Panel)`
  position: relative;
`;

export function StartProjectSection() {
  const locale = useLocale();
  const t = useStartProjectMessages();
  const messages = useProjectRequestFormMessages().answers;
  const form = useProjectRequest();
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldId = useId();
  const showPanel = form.status.kind === 'stored';
  const wasShowingPanel = useRef(false);

  // After the dialog closes, keep keyboard focus on the panel that replaced the form.
  useEffect(() => {
    if (!form.dialogOpen && showPanel) panelRef.current?.focus({ preventScroll: true });
  }, [form.dialogOpen, showPanel]);

  // When the panel gives way to the empty form, focus (if it was lost with the panel) goes to it.
  useEffect(() => {
    if (wasShowingPanel.current && !showPanel && !form.dialogOpen) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        document.getElementById(firstFieldId)?.focus({ preventScroll: true });
      }
    }
    wasShowingPanel.current = showPanel;
  }, [showPanel, form.dialogOpen, firstFieldId]);

  return (
    <Section id={sectionIds.startProject} eyebrow={t.eyebrow} title={t.title} description={t.description}>
      <Layout>
        <Aside>
          <h3>{t.nextHeading}</h3>
          <ol>
            {Object.values(t.steps).map(({ title, text }) => (
              <li key={title}>
                <strong>{title}</strong>
                {text}
              </li>
            ))}
          </ol>
          <Contact aria-label={t.contactLabel}>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${siteSettings.email}`} dir={ltrOn(locale)}>
                {siteSettings.email}
              </a>
            </li>
            <li>
              <Icon name="phone" />
              <a href={`tel:${siteSettings.phones[0].replace(/\s/g, '')}`} dir={ltrOn(locale)}>
                {siteSettings.phones[0]}
              </a>
            </li>
          </Contact>
        </Aside>
        <FormCard elevation="lg">
          {showPanel ? (
            <ThankYouPanel ref={panelRef} />
          ) : (
            <ProjectRequestForm
              values={form.values}
              fieldErrors={form.fieldErrors}
              message={form.message}
              submitting={form.submitting}
              onChange={form.setField}
              onSubmit={form.submit}
              firstFieldId={firstFieldId}
            />
          )}
        </FormCard>
      </Layout>
      <Dialog
        open={form.dialogOpen}
        onClose={form.closeDialog}
        title={messages.successTitle}
        size="sm"
        footer={
          <Button type="button" onClick={form.closeDialog}>
            {t.gotIt}
          </Button>
        }
      >
        <p>{messages.successText}</p>
      </Dialog>
    </Section>
  );
}
