// The global under which the shell hands its webpack bundler runtime to the remotes' entries
// (provide-bundler-runtime.js sets it, bundler-runtime-from-host.js reads it).
export const BUNDLER_RUNTIME_GLOBAL = '__SITE_FEDERATION_BUNDLER_RUNTIME__';
