import fastifyCompress from '@fastify/compress';
import { type FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compression of what the API generates (JSON, HTML pages) above the threshold, brotli at
 * quality 4 or gzip, whichever the client prefers. The built app's files are precompressed at
 * build (x.js.br, x.js.gz next to x.js) and served as they are by the static controller, so a
 * response that already has a Content-Encoding is left alone. Request bodies are never
 * decompressed: clients send JSON or forms as they are (a compressed body is refused as before).
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
