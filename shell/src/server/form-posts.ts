// The HTTP side of a form a page posts to itself without script (docs/ssr.md, "Forms that
// post"): which posts are taken, from where and in which encoding; page-forms.ts decides the answer.
import type { SiteRoute } from '@site/federation';
import { splitLocale } from '@site/i18n';
import type { FastifyInstance } from 'fastify';
import { answerPostedForm, FORM_BODY_LIMIT, formOfPage, parseFormBody } from './page-forms';
import { NO_STORE, type createPages } from './pages';
import type { RefusalBudget } from './refusal-budget';
import { refusedPostPage } from './refused-post-page';
import { requestTarget } from './request-target';

export interface FormPostsOptions {
  publicOrigin: string;
  apiUrl: string;
  /** The local address the calls to the API leave from, if one is set. */
  apiBindAddress?: string;
  /** The routes the remotes publish now. */
  routes: () => readonly SiteRoute[];
  pages: ReturnType<typeof createPages>;
  /** Refused posts rendered per client address; past it, a 429 without a render. */
  refusals: RefusalBudget;
  log: (level: 'error', message: string, details: Record<string, unknown>) => void;
}

export function registerFormPosts(site: FastifyInstance, options: FormPostsOptions) {
  site.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields = parseFormBody(String(body));
      if (fields) done(null, fields);
      else
        done(
          Object.assign(new Error('A field of this form was sent twice.'), { statusCode: 400 }),
          undefined,
        );
    },
  );
  site.post('/*', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const { pathname, search } = requestTarget(request.url);
    const form = formOfPage(options.routes(), pathname);
    reply.header('cache-control', NO_STORE);
    if (!form) return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' });
    // Only this site's pages post here (the browser names the page's origin).
    const from = request.headers.origin;
    if (from !== undefined && from !== options.publicOrigin)
      return reply.code(403).send({ message: 'This form is posted from this site’s own pages only.' });
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? ''))
      return reply.code(415).send({ message: 'Send this form as application/x-www-form-urlencoded.' });
    const body = (request.body ?? {}) as Record<string, string>;
    const answer = await answerPostedForm({
      pathname,
      search,
      form,
      body,
      apiUrl: options.apiUrl,
      ...(options.apiBindAddress ? { apiBindAddress: options.apiBindAddress } : {}),
      clientIp: request.ip,
      onApiError: (error) =>
        options.log('error', 'a form posted to its page could not reach the API', {
          path: pathname,
          error: String((error as { cause?: unknown }).cause ?? error),
        }),
    });
    switch (answer.kind) {
      case 'redirect':
        return reply.redirect(answer.location, 303);
      case 'refused':
        return reply.code(answer.status).send({ message: answer.message });
      case 'page':
        if (options.refusals.take(request.ip))
          return options.pages.sendPosted(request, reply, answer.posted, answer.status);
        return reply
          .code(429)
          .header('retry-after', String(options.refusals.retryAfterSeconds))
          .type('text/html; charset=utf-8')
          .send(refusedPostPage(splitLocale(pathname).locale, pathname, body));
    }
  });
}
