// Documents the render worker builds from what the remotes publish (the sitemap, a remote's feed):
// built once per generation of the remotes, then sent from memory.
import type { FastifyReply } from 'fastify';
import { NO_STORE, PAGE_CACHE_CONTROL, SHED_RETRY_AFTER_S } from './pages';
import { Overloaded } from './render-queue';

export interface BuiltDocument {
  contentType: string;
  body: string;
}

export function createDocuments({
  generation,
  log,
}: {
  /** The current generation of the remotes: a document of another one is built again. */
  generation: () => string | undefined;
  log: (level: 'error', message: string, details: Record<string, unknown>) => void;
}) {
  const documents = new Map<string, BuiltDocument & { generation: string | undefined }>();

  /** Sends the document `key`, built by `build` unless this generation's is at hand. */
  return async function sendDocument(reply: FastifyReply, key: string, build: () => Promise<BuiltDocument>) {
    const current = generation();
    let document = documents.get(key);
    if (!document || document.generation !== current) {
      try {
        document = { generation: current, ...(await build()) };
        documents.set(key, document);
      } catch (error) {
        const shed = error instanceof Overloaded;
        if (!shed) log('error', `${key} could not be built`, { error: String(error) });
        return reply
          .code(503)
          .header('cache-control', NO_STORE)
          .header('retry-after', String(shed ? SHED_RETRY_AFTER_S : 30))
          .send('Temporarily unavailable');
      }
    }
    return reply.type(document.contentType).header('cache-control', PAGE_CACHE_CONTROL).send(document.body);
  };
}
