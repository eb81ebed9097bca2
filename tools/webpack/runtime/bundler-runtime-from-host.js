// Stands in, in a remote's production browser build, for the webpack bundler runtime that the
// federation plugin's entry imports (`@module-federation/webpack-bundler-runtime/bundler`): the
// functions come from the shell (provide-bundler-runtime.js), the runtime stays the remote's own.
// `@module-federation/runtime` keeps which instance is the container's ("the current one") in its
// module, so a remote that used the shell's copy would make itself the page's instance.
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) {
  throw new Error(
    'This remote needs the federation bundler runtime of the site shell, which has not provided it (a shell older than the remote?)',
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: host.bundlerRuntime,
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
