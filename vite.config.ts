import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/build/precompress.ts';

// Built with a relative base: chunks load relative to their importer, and the server rewrites
// index.html for the configured BASE_PATH (collab-server/http/appStatic.ts), so one build serves any base.
// Every compressible file gets .br and .gz copies beside it, which the server sends to browsers that accept them.
export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the libraries every screen starts with, in one file rather than a dozen small ones that
          // compress apart (the first screen loads about 10 KB less); the UI kit is left to split by
          // use, as its comboboxes and dialogs belong to screens opened later
          groups: [
            { name: 'platform', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|valtio|proxy-compare|zod|use-sync-external-store)[\\/]/, priority: 2 },
            // the top bar's menus and what they are built on (positioning, focus, portals)
            { name: 'menus', test: /node_modules[\\/]@headlessui[\\/]react[\\/]dist[\\/]components[\\/]menu[\\/]/, priority: 2 },
            // the rest of what the entry imports (the shell, its state and API, the features'
            // declarations): one file, where some forty small chunks each carried about as many
            // bytes of headers as of body
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // what a signed-in session starts once the first screen is up (shell/realtime/realtimeWiring.ts):
            // the bus on socket.io and rxjs, the hub's event schemas and the chat's calls, with what
            // they import — one file, not ten; the modules imported lazily (bus/index.ts, the watcher,
            // the connection) stay small files of their own, since a group holding a module some
            // import lazily and some eagerly leaves those lazy imports splitting nothing (a build warning)
            {
              name: 'live',
              test: /node_modules[\\/](rxjs|socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]|realtime[\\/]bus[\\/](?!index\.ts)|realtime[\\/]socket[\\/]|realtime[\\/]protocol[\\/]hubEvents\.ts|src[\\/]features[\\/]chat[\\/]chat(Actions|Api)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      // the socket.io hub (WebSocket upgrades included)
      '/realtime': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true },
      // the Yjs relay (y-websocket)
      '/collab': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
});
