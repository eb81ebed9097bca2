// A federation runtime plugin of the shell's browser build: hands the webpack bundler runtime (the
// functions a container's webpack runtime calls to load shared modules and exposed modules) to
// the remotes' entries, as `provideExternalRuntime` hands them the runtime core. Each remote's
// entry then carries ≈4 KB brotli less (docs/decisions/0022-one-federation-runtime.md).
//
// The functions keep no state of their own: each takes the container's `__webpack_require__` and
// works on that container's federation instance. The shell has no exposes, so its build leaves
// out `initContainerEntry` (a define of the federation plugin); the remotes need it, so it is
// added here from its own module.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global';

export default function provideBundlerRuntime() {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      return args;
    },
  };
}
