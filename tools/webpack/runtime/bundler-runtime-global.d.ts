export const BUNDLER_RUNTIME_GLOBAL: string;
