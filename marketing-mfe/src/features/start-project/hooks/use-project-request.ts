import { SENT_PARAM, forgetSentForm, postedForm } from '@site/federation';
import { useLocale } from '@site/i18n';
import { useProjectRequestFormMessages } from '@/messages/en/project-request-form';
import { leadSubmissions, submitLead } from '@site/leads';
import { useLocation } from '@site/router';
import { apiUrl } from '@site/site';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PROJECT_REQUEST_FORM,
  THANK_YOU_PANEL_MS,
  emptyProjectRequest,
  type FieldErrors,
  type ProjectRequest,
} from '../data/project-request';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

interface InitialState {
  values: ProjectRequest;
  status: FormStatus;
  message: string | null;
  fieldErrors: FieldErrors;
}

/**
 * Where the form starts: empty; or, when it was posted without script, as the site's server
 * answered it: refused (what the visitor typed, with the messages) or stored (`?sent=`, the
 * thank-you panel).
 */
function initialState(search: string): InitialState {
  if (new URLSearchParams(search).get(SENT_PARAM) === PROJECT_REQUEST_FORM)
    return { values: emptyProjectRequest, status: 'success', message: null, fieldErrors: {} };
  const posted = postedForm(PROJECT_REQUEST_FORM);
  if (posted)
    return {
      values: { ...emptyProjectRequest, ...posted.values },
      status: 'error',
      message: posted.message,
      fieldErrors: posted.fieldErrors,
    };
  return { values: emptyProjectRequest, status: 'idle', message: null, fieldErrors: {} };
}

/**
 * The project form's state machine: idle → submitting → success (dialog and
 * thank-you panel for 5 s, then an empty form) or error (the form keeps every value).
 */
export function useProjectRequest() {
  const { search } = useLocation();
  const locale = useLocale();
  const text = useProjectRequestFormMessages();
  const [initial] = useState(() => initialState(search));
  const [values, setValues] = useState<ProjectRequest>(initial.values);
  const [status, setStatus] = useState<FormStatus>(initial.status);
  const [message, setMessage] = useState<string | null>(initial.message);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initial.fieldErrors);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submissions] = useState(leadSubmissions);
  const panelTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const showSuccess = useCallback(() => {
    setStatus('success');
    setDialogOpen(true);
    window.clearTimeout(panelTimer.current);
    panelTimer.current = window.setTimeout(() => {
      forgetSentForm();
      setValues(emptyProjectRequest);
      setStatus('idle');
    }, THANK_YOU_PANEL_MS);
  }, []);

  useEffect(() => {
    mounted.current = true;
    // Stored without script: once the page's script is here, the same success as with it.
    if (initial.status === 'success') showSuccess();
    return () => {
      mounted.current = false;
      window.clearTimeout(panelTimer.current);
    };
  }, [initial.status, showSuccess]);

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
    const result = await submitLead(PROJECT_REQUEST_FORM, values, {
      url: apiUrl,
      language: locale,
      text,
      submissions,
    });
    if (!mounted.current) return;
    if (result.ok) {
      showSuccess();
    } else {
      setStatus('error');
      setMessage(result.message);
      setFieldErrors(result.fieldErrors);
    }
  }, [values, locale, text, submissions, showSuccess]);

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
