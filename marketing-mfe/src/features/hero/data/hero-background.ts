import type { IconName } from '@site/ui';

/** The hero's rolling code keeps at most 12 lines, one added every 2 s. */
export const MAX_CODE_LINES = 12;
export const CODE_LINE_INTERVAL_MS = 2000;
/** Lines on screen at first paint (and the still picture under reduced motion). */
export const INITIAL_CODE_LINES = 3;
export const STATIC_CODE_LINES = 8;

/** Up to 6 floating icons, a new one every 3 s, each living 10 s. */
export const MAX_FLOATING_ICONS = 6;
export const ICON_INTERVAL_MS = 3000;
export const ICON_LIFETIME_MS = 10_000;

export type CodeTone = 'keyword' | 'fn' | 'string' | 'comment' | 'plain';

/** Lines the background types out, in order, then again from the top. */
export const codeSnippets: readonly { text: string; tone: CodeTone; indent: number }[] = [
  { text: '// CodeNest: ideas into products', tone: 'comment', indent: 0 },
  { text: "import { createApp } from '@codenest/core';", tone: 'keyword', indent: 0 },
  { text: 'const project = createApp({', tone: 'keyword', indent: 0 },
  { text: "name: 'your-next-big-idea',", tone: 'string', indent: 1 },
  { text: "stack: ['Laravel', 'React', 'React Native'],", tone: 'string', indent: 1 },
  { text: "design: 'pixel-perfect',", tone: 'string', indent: 1 },
  { text: '});', tone: 'plain', indent: 0 },
  { text: 'await project.plan({ weeks: 2 });', tone: 'fn', indent: 0 },
  { text: 'await project.build({ tests: true });', tone: 'fn', indent: 0 },
  { text: "await project.deploy('production');", tone: 'fn', indent: 0 },
  { text: 'project.on("launch", () => {', tone: 'keyword', indent: 0 },
  { text: 'celebrate(); support.start();', tone: 'fn', indent: 1 },
  { text: '});', tone: 'plain', indent: 0 },
  { text: '// Shopify · Remix · MERN · Cloud', tone: 'comment', indent: 0 },
  { text: 'export default project;', tone: 'keyword', indent: 0 },
];

/** Icons that float up the hero, in order, then again. */
export const floatingIconNames: readonly IconName[] = [
  'code',
  'smartphone',
  'layers',
  'cloud',
  'cart',
  'zap',
  'globe',
  'server',
  'palette',
  'settings',
];

/** Where icons appear (percent of the hero), taken in turn so the layout is calm and testable. */
export const floatingIconSpots: readonly { left: number; top: number }[] = [
  { left: 8, top: 70 },
  { left: 46, top: 78 },
  { left: 88, top: 62 },
  { left: 24, top: 84 },
  { left: 66, top: 74 },
  { left: 94, top: 88 },
  { left: 4, top: 40 },
  { left: 56, top: 58 },
];
