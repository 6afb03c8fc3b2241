// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 4322);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'never',
  // Pages are files like /course/igbo.html so the server can map paths without redirects. Two pages at a time: while one
  // page's file is written (on libuv's threads) the next one renders, instead of the build waiting on every write.
  build: { format: 'file', concurrency: 2 },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        // The rules and the scheduler have no side effects on import: what a page does not call is left out of its
        // chunks (the lesson pages import the rules' index but not the practice scheduler).
        treeshake: {
          moduleSideEffects: [
            { test: /node_modules[\\/]ts-fsrs[\\/]/, sideEffects: false },
            { test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // What the header and the toaster's listener need on every page, in one file rather than a dozen.
              {
                name: 'shell',
                test: /node_modules[\\/](nanostores|@nanostores[\\/][^\\/]+)[\\/]|[\\/]src[\\/](stores[\\/](auth|learner|sync|progress)|lib[\\/]session[\\/](start|stored-session)|shared[\\/]dates|domain[\\/](dates|hearts|levels|streak)|lessons[\\/]shell[\\/]Hearts|components[\\/]mountToasterOnFirstToast)\.tsx?$/,
              },
              // The lock rules and icon of the course and level pages.
              {
                name: 'course',
                test: /[\\/]src[\\/](domain[\\/](locks|outline)|lib[\\/]language-progress|components[\\/]course[\\/]LockIcon)\.tsx?$/,
              },
              // What a signed-in learner's page adds (the session, the API client, the status poll): loaded together.
              {
                name: 'session',
                test: /[\\/]src[\\/](lib[\\/](session[\\/](auth|auth-client|api-client|fresh-session|guard)|api[\\/](client|connection|endpoints|queued|queue-key|practice-queue-key|waiting|learner-calls))|stores[\\/]statusPoll)\.ts$/,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': apiTarget,
        '/auth/v1': apiTarget,
        '/health': apiTarget,
      },
    },
  },
});
