/** Jest's global teardown of the API's tests: stops the cluster postgres-setup.ts started. */
export default async function teardown(): Promise<void> {
  await globalThis.siteTestPostgres?.stop();
}
