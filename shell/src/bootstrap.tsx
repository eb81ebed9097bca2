// The page's code, evaluated in steps with the browser let in between (a tap, a frame): evaluated
// in one go, the shell's modules, the shared packages they import and the page's start were one
// task of 150-260 ms on a slowed phone (CPU 4×), the longest but the entry's; in steps, none of
// them is over about 100 ms (docs/measurements.md). Each step is a module already in this chunk
// (`webpackMode: "eager"`: no request of its own); the last one starts the page (start.tsx).
export {};

/** Lets the browser run what is waiting before the next step. */
function yieldToBrowser() {
  const { scheduler } = window as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
}

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@emotion/styled'),
  () => import(/* webpackMode: "eager" */ '@site/ui'),
  () => import(/* webpackMode: "eager" */ '@site/federation'),
  () => import(/* webpackMode: "eager" */ './start'),
];

void (async () => {
  for (const [i, step] of steps.entries()) {
    if (i > 0) await yieldToBrowser();
    await step();
  }
})();
