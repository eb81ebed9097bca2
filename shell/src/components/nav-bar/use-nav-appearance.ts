import { useEffect, useState } from 'react';
import { HERO_EXIT_OFFSET_PX, SOLID_AFTER_PX } from './nav-items';

/**
 * Transparent (white text over the hero) only on the home page, at the top: scrolled no more
 * than 50 px and still above viewport height minus 100 px. Everywhere else: white with a shadow.
 * The bar turns solid at 50 px, before the hero ends, so white text never sits on white.
 */
export function isNavTransparent(isHome: boolean, scrollY: number, viewportHeight: number) {
  return isHome && scrollY <= SOLID_AFTER_PX && scrollY < viewportHeight - HERO_EXIT_OFFSET_PX;
}

/**
 * The server cannot know the scroll position: the page starts at the top (transparent on home),
 * the same on the server and in the browser's first render, and follows the scroll from there.
 */
export function useNavTransparent(isHome: boolean) {
  const [transparent, setTransparent] = useState(isHome);
  useEffect(() => {
    const update = () => setTransparent(isNavTransparent(isHome, window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [isHome]);
  return transparent;
}
