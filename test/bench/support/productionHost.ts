/**
 * What a production static host adds in front of an app, applied to every response of the bench
 * server so that all candidates are served alike (issue 13 item 1): gzip for text over 1 KB
 * (files compressed once at level 9, as a host precompresses them; pages and API answers on the
 * fly at level 6), `immutable` caching for content-hashed assets, revalidation (ETag, `no-cache`)
 * for other assets. Pages and API answers keep the sandbox's `no-store`.
 */
import { gzipSync } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
/** esbuild's [hash] in a file name: eight base-32 characters. */
export const HASHED_ASSET = /-[A-Z0-9]{8}\.(js|css|mjs)$/;
const MIN_BYTES = 1024;

const isStream = (p: unknown): p is Readable => typeof (p as Readable | null)?.pipe === 'function';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

export function installProductionHost(app: FastifyInstance): void {
  const compressedFiles = new Map<string, Buffer>();
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.includes('/assets/') && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (reply.statusCode !== 200 || !accepts || !COMPRESSIBLE.test(type) || request.method === 'HEAD') return payload;
    reply.header('vary', 'accept-encoding');
    if (isStream(payload)) {
      // A file: compress once per version (its ETag), as a host serves precompressed files.
      const key = `${path} ${String(reply.getHeader('etag') ?? '')}`;
      let gz = compressedFiles.get(key);
      if (!gz) {
        const raw = await bytesOf(payload);
        if (raw.length < MIN_BYTES) return raw;
        gz = gzipSync(raw, { level: 9 });
        compressedFiles.set(key, gz);
      } else payload.destroy();
      reply.header('content-encoding', 'gzip').header('content-length', gz.length);
      return gz;
    }
    const raw = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!raw || raw.length < MIN_BYTES) return payload;
    const gz = gzipSync(raw, { level: 6 });
    reply.header('content-encoding', 'gzip').header('content-length', gz.length);
    return gz;
  });
}
