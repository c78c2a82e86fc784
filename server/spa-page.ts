import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One version of the app's page, as sent: plain, brotli and gzip, compressed once. */
interface Page {
  mtimeMs: number;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app's HTML page (index.html of the built client) for the history fallback: every client
 * route is answered with it. It carries the prerendered login (issue 19), about 37 KB, so it is
 * sent compressed when the browser accepts it; the copies are made once per build of the page
 * (the file's modification time), not per request. (The not-found handler that sends it does not
 * run @fastify/compress's hooks.)
 */
export function spaPage(file: string) {
  let page: Page | null = null;
  const current = (): Page => {
    const mtimeMs = statSync(file).mtimeMs;
    if (page?.mtimeMs !== mtimeMs) {
      const plain = readFileSync(file);
      page = {
        mtimeMs,
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
    }
    return page;
  };

  return function send(request: FastifyRequest, reply: FastifyReply) {
    const p = current();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? p.br : encoding === 'gzip' ? p.gzip : p.plain);
  };
}
