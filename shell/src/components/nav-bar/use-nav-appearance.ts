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

export function useNavTransparent(isHome: boolean) {
  const compute = () => isNavTransparent(isHome, window.scrollY, window.innerHeight);
  const [transparent, setTransparent] = useState(compute);
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
