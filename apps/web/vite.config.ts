import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The shared contract is pure: its top-level schema definitions (`z.object(...).meta(...)`) only
 * look side-effectful. Marking the module side-effect free and those definitions pure lets the
 * bundler drop unused schemas, so pages that use only constants and rules do not load zod.
 */
const PURE_DEFINITION = /(=\s*)(z\s*\.|pageOf\(|commaList\(|[a-zA-Z]+Schema\s*\.)/g;
const sharedContractIsPure = (): Plugin => ({
  name: 'shared-contract-is-pure',
  transform(code, id) {
    if (!id.includes('/packages/shared/src/')) return null;
    return { code: code.replace(PURE_DEFINITION, '$1/* @__PURE__ */ $2'), map: null, moduleSideEffects: false };
  },
});

export default defineConfig({
  base: '/v2/',
  plugins: [
    react(),
    sharedContractIsPure(),
    // Brotli and gzip copies of every text asset above 1 KB, made once at build time at the highest
    // level (the server sends the best one Accept-Encoding allows; a phone on mobile data pays for bytes).
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React on its own: the automatic chunking otherwise folds later-needed antd internals
          // (trigger, motion, portal) into the chunk every page loads first.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
