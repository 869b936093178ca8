import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built with a relative base: chunks load relative to their importer, and the server rewrites
// index.html for the configured BASE_PATH (collab-server/http/appStatic.ts), so one build serves any base.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
