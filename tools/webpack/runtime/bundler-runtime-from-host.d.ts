import type * as runtime from '@module-federation/runtime';

/** What the federation plugin's entry copies onto a remote's `__webpack_require__.federation`. */
declare const federation: {
  runtime: typeof runtime;
  instance: undefined;
  initOptions: undefined;
  bundlerRuntime: unknown;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, never>;
};
export default federation;
