import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useHref, useLocation } from '@site/router';
import { paths, siteSettings } from '@site/site';
import { Container } from '@site/ui';
import { ButtonLink } from '../links/button-link';
import { WhatsAppLink } from '../links/whatsapp-link';
import { usePageMeta } from './page-meta';
import { useHttpStatus } from './server-page';
import { useFederationWords } from '../words';

const Wrap = styled(Container)`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${({ theme }) => theme.space[20]};
  text-align: center;
  .code {
    font-size: clamp(4rem, 3rem + 6vw, 7rem);
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1;
    color: ${({ theme }) => theme.colors.fg.brand};
  }
  h1 {
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin-block: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  .whatsapp {
    display: flex;
    width: fit-content;
    margin: ${({ theme }) => theme.space[4]} auto 0;
  }
`;

/**
 * The 404 page. The shell shows it for unknown paths; a remote shows it for an unknown item
 * under its own prefix (e.g. /course/unknown). The missing path is logged to the console, and
 * the server answers it with HTTP 404.
 */
export function NotFoundView() {
  const { pathname } = useLocation();
  const fullPath = useHref(pathname);
  const words = useFederationWords();
  usePageMeta({ title: words.notFoundTitle, noindex: true, canonicalPath: null });
  useHttpStatus(404);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Wrap>
      <div>
        <p className="code" aria-hidden="true">
          404
        </p>
        <h1>{words.notFoundHeading}</h1>
        <p>{words.notFoundBody}</p>
        <ButtonLink to={paths.home} size="lg">
          {words.returnHome}
        </ButtonLink>
        <WhatsAppLink
          className="whatsapp"
          message={words.notFoundWhatsApp(siteSettings.companyName, fullPath)}
        >
          {words.chatOnWhatsApp}
        </WhatsAppLink>
      </div>
    </Wrap>
  );
}
