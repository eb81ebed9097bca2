import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global';

type Federation = { runtime: unknown; bundlerRuntime: unknown; attachShareScopeMap: unknown };
const scope = globalThis as Record<string, unknown>;

/** The module a remote's entry imports in place of its own bundler runtime, loaded afresh. */
async function remoteBundlerRuntime(): Promise<Federation> {
  let federation: Federation | undefined;
  await jest.isolateModulesAsync(async () => {
    federation = (await import('./bundler-runtime-from-host')).default;
  });
  return federation!;
}

afterEach(() => {
  delete scope[BUNDLER_RUNTIME_GLOBAL];
});

describe("a remote's bundler runtime in production", () => {
  it("is the shell's functions with the remote's own federation runtime", async () => {
    const host = { bundlerRuntime: { init: jest.fn() }, attachShareScopeMap: jest.fn() };
    scope[BUNDLER_RUNTIME_GLOBAL] = host;
    const federation = await remoteBundlerRuntime();
    expect(federation.bundlerRuntime).toBe(host.bundlerRuntime);
    expect(federation.attachShareScopeMap).toBe(host.attachShareScopeMap);
    // Its own copy: the runtime keeps the container's instance in its module.
    expect(federation.runtime).toEqual(expect.objectContaining({ init: expect.any(Function) }));
  });

  it('fails with a message naming the cause when the shell has not provided it', async () => {
    await expect(remoteBundlerRuntime()).rejects.toThrow(/bundler runtime of the site shell/);
  });
});
