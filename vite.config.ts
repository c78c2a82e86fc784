import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Client build. The dev server proxies the API and the live channel to the Fastify server. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/guest': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
