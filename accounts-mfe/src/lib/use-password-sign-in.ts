import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation';
import { useSearchParams } from '@site/router';
import { useState, type ChangeEvent } from 'react';
import { logSubmission, type NonSecretFields, type SubmissionForm } from './log-submission';

/**
 * State of a front-end-only sign-in with one password: the password field's props, and
 * `complete`, which logs the non-secret fields, forgets the password, hides it again and
 * marks the form submitted (so the page can say what happens next). A form the browser posted
 * without script comes back as `?sent=sign-in`: submitted too.
 */
export function usePasswordSignIn(form: SubmissionForm) {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState(() => params.get(SENT_PARAM) === SIGN_IN_FORM);

  const complete = (fields: NonSecretFields) => {
    logSubmission(form, fields);
    setPassword('');
    setVisible(false);
    setSubmitted(true);
  };

  const passwordProps = {
    value: password,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value),
    visible,
    onVisibleChange: setVisible,
  };

  return { passwordProps, submitted, complete };
}
