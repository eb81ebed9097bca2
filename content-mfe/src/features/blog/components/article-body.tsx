import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { useNavigate } from '@site/router';

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.fg.default};
  > * + * {
    margin-block-start: ${({ theme }) => theme.space[5]};
  }
  h2 {
    margin-block-start: ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    margin-block-start: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.fg.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg.muted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`;

/**
 * The article's HTML body. Links to other pages of the site navigate without a reload.
 * The HTML is the site's own fixed content, checked by a test to be exactly what DOMPurify would
 * keep (no scripts, handlers or javascript: links), so no sanitiser ships to the browser and the
 * server renders the same markup.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || anchor.target === '_blank') return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // The click handler only upgrades real links inside the body; they stay keyboard operable.
    <Prose data-testid="article-body" onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
