import { useCallback, useEffect, useRef, useState } from 'react';
import {
  THANK_YOU_PANEL_MS,
  emptyProjectRequest,
  type FieldErrors,
  type ProjectRequest,
} from '../data/project-request';
import { submitProjectRequest } from './submit-project-request';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The project form's state machine: idle → submitting → success (dialog and
 * thank-you panel for 5 s, then an empty form) or error (the form keeps every value).
 */
export function useProjectRequest() {
  const [values, setValues] = useState<ProjectRequest>(emptyProjectRequest);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const panelTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(panelTimer.current);
    };
  }, []);

  const setField = useCallback((field: keyof ProjectRequest, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The visitor is fixing it: the server's complaint about this field no longer applies.
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as keyof FieldErrors];
      return next;
    });
  }, []);

  const submit = useCallback(async () => {
    setStatus('submitting');
    setMessage(null);
    setFieldErrors({});
    const result = await submitProjectRequest(values);
    if (!mounted.current) return;
    if (result.ok) {
      setStatus('success');
      setDialogOpen(true);
      window.clearTimeout(panelTimer.current);
      panelTimer.current = window.setTimeout(() => {
        setValues(emptyProjectRequest);
        setStatus('idle');
      }, THANK_YOU_PANEL_MS);
    } else {
      setStatus('error');
      setMessage(result.message);
      setFieldErrors(result.fieldErrors);
    }
  }, [values]);

  return {
    values,
    status,
    message,
    fieldErrors,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    setField,
    submit,
  };
}
