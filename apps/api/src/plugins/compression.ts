import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a header and a frame cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers above 1 KB are compressed, brotli when the browser takes it, else gzip. The levels were
 * chosen by `npm run bench:compression` on the contractor's answers (docs/benchmarks.md, about 9 KiB
 * each): brotli 4 sends 29 % of the bytes for 0.15 ms of CPU per answer, brotli 1 33 % for 0.07 ms,
 * brotli 6 costs half as much again as 4 for 1 % fewer bytes, and brotli 11 eighty times as much; gzip
 * 6, for the browsers without brotli, costs about what brotli 4 does. The built web app's files are
 * compressed once, at build time, at the highest levels (plugins/web-app.ts serves those copies); a
 * reply that already has a Content-Encoding passes through untouched.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
