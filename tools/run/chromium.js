// The browser every tool drives: Debian's Chromium (no browser is downloaded here), with the same
// switches for the e2e suites (e2e/playwright.config.ts) and the measurement scripts
// (scripts/lighthouse.mjs, scripts/bench-interactive.mjs). CHROMIUM_PATH picks another binary.

/** Where the browser is: CHROMIUM_PATH, else Debian's. */
function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Command-line switches: no sandbox (containers), nothing that phones home or updates itself. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Debian's wrapper adds --enable-gpu-rasterization, which rasterizes through SwiftShader's
  // software GL: about 12 % slower than Skia's own software rasterizer on this machine.
  '--disable-gpu-rasterization',
];

module.exports = { chromiumPath, CHROMIUM_ARGS };
