import { useEffect } from 'react';

/** Asks search engines not to index the current page while it is shown. */
export function useRobotsNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
