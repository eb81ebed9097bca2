import type { IconName } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import {
  CODE_LINE_INTERVAL_MS,
  ICON_INTERVAL_MS,
  ICON_LIFETIME_MS,
  INITIAL_CODE_LINES,
  MAX_CODE_LINES,
  MAX_FLOATING_ICONS,
  STATIC_CODE_LINES,
  codeSnippets,
  floatingIconNames,
  floatingIconSpots,
} from '../data/hero-background';

export interface CodeLine {
  id: number;
  snippet: (typeof codeSnippets)[number];
  /** Shown only under reduced motion, by the page's CSS (see `startingLines`). */
  stillOnly?: boolean;
}

export interface FloatingIcon {
  id: number;
  name: IconName;
  left: number;
  top: number;
}

const lineAt = (id: number): CodeLine => ({ id, snippet: codeSnippets[id % codeSnippets.length]! });

function firstLines(n: number) {
  return Array.from({ length: n }, (_, i) => lineAt(i));
}

/**
 * The lines the server sends (it cannot know the visitor's motion setting): the rolling code's
 * first lines, then the rest of the still editor's, which the page's CSS shows only under reduced
 * motion. So that visitor's editor is still from the first paint, not completed by the script.
 */
function startingLines(): CodeLine[] {
  return firstLines(STATIC_CODE_LINES).map((line) =>
    line.id < INITIAL_CODE_LINES ? line : { ...line, stillOnly: true },
  );
}

/** Rolling code: one line more every 2 s, the oldest dropped beyond 12. Still when `frozen`. */
export function useRollingCode(frozen: boolean) {
  const [lines, setLines] = useState<CodeLine[]>(() =>
    frozen ? firstLines(STATIC_CODE_LINES) : startingLines(),
  );
  useEffect(() => {
    if (frozen) {
      setLines(firstLines(STATIC_CODE_LINES));
      return;
    }
    // With motion the still editor's lines (hidden) go: the code rolls on from the first ones.
    setLines((current) => current.filter((line) => !line.stillOnly));
    const timer = window.setInterval(() => {
      setLines((current) => {
        const nextId = current.length ? current[current.length - 1]!.id + 1 : 0;
        return [...current, lineAt(nextId)].slice(-MAX_CODE_LINES);
      });
    }, CODE_LINE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [frozen]);
  return lines;
}

/** Floating icons: a new one every 3 s (never more than 6), each removed 10 s after it came. */
export function useFloatingIcons(frozen: boolean) {
  const [icons, setIcons] = useState<FloatingIcon[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (frozen) {
      setIcons([]);
      return;
    }
    const removals = new Set<number>();
    const spawn = () => {
      const id = nextId.current++;
      const spot = floatingIconSpots[id % floatingIconSpots.length]!;
      const icon: FloatingIcon = { id, name: floatingIconNames[id % floatingIconNames.length]!, ...spot };
      setIcons((current) => (current.length >= MAX_FLOATING_ICONS ? current : [...current, icon]));
      const removal = window.setTimeout(() => {
        removals.delete(removal);
        setIcons((current) => current.filter((i) => i.id !== id));
      }, ICON_LIFETIME_MS);
      removals.add(removal);
    };
    const timer = window.setInterval(spawn, ICON_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      removals.forEach((t) => window.clearTimeout(t));
    };
  }, [frozen]);

  return icons;
}
