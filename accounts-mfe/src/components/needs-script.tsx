import { Alert } from '@site/ui';
import { useSignInMessages } from '@/messages/en/sign-in';

/**
 * Said before anyone types, to a browser without script (`<noscript>`): a person's forms reach the
 * API only through the page's script (the rendering server never sees a password or a session).
 */
export function NeedsScript() {
  const t = useSignInMessages().noScript;
  return (
    <noscript>
      <Alert tone="info">
        <strong>{t.title}.</strong> {t.text}
      </Alert>
    </noscript>
  );
}
