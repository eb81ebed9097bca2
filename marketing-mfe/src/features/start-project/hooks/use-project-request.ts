import { useLeadForm } from '@site/federation/lead-form';
import { useProjectRequestFormMessages } from '@/messages/en/project-request-form';
import { useEffect, useRef, useState } from 'react';
import { PROJECT_REQUEST_FORM, THANK_YOU_PANEL_MS } from '../data/project-request';

/**
 * The project form: the lead forms' state machine (`useLeadForm`: editing → submitting → stored,
 * or failed with every value kept), and its own success: the dialog, and the thank-you panel for
 * 5 s, then an empty form.
 */
export function useProjectRequest() {
  const text = useProjectRequestFormMessages();
  const [dialogOpen, setDialogOpen] = useState(false);
  const panelTimer = useRef<number | undefined>(undefined);
  const form = useLeadForm(PROJECT_REQUEST_FORM, {
    text,
    // Called after the render that made it, so `form` is there.
    onStored: () => {
      setDialogOpen(true);
      window.clearTimeout(panelTimer.current);
      panelTimer.current = window.setTimeout(form.reset, THANK_YOU_PANEL_MS);
    },
  });
  useEffect(() => () => window.clearTimeout(panelTimer.current), []);

  return { ...form, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
