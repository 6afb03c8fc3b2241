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
                test: /node_modules[\\/](nanostores|@nanostores[\\/][^\\/]+)[\\/]|[\\/]src[\\/](stores[\\/](auth|learner|sync|progress)|lib[\\/]session[\\/](start|stored-session)|shared[\\/]dates|domain[\\/](dates|hearts|levels|streak)|lessons[\\/]shell[\\/]Hearts|components[\\/](mountToasterOnFirstToast|useHydrated))\.tsx?$/,
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
              // The lesson page's own code in two files where it was about twenty chunks of 0.1-7 KiB, each fetched and
              // compiled on its own before the player went live: the outbox the learner's pages share (admin, practice,
              // lessons), then the player's shell and what every lesson type shares. What the level and auth pages
              // share with the player stays out of it: useHydrated in 'shell', the sound effects in a file of their own.
              {
                name: 'sounds',
                test: /[\\/]src[\\/](lib[\\/](afterPaint|audio[\\/]sound-effects)|shared[\\/]sound-effects)\.ts$/,
              },
              {
                name: 'player',
                test: /[\\/]src[\\/]lib[\\/](api[\\/](outbox|completion-outbox)|outbox[\\/]legacy)\.ts$/,
              },
              // LessonShell stays out of it: its module waits for the page's player (players.ts), and every player
              // imports this chunk, so the two in one file would wait for each other and the island never hydrate.
              {
                name: 'lesson',
                test: /[\\/]src[\\/](lessons[\\/](shell[\\/]heartsText|shared[\\/](exercise|shuffle|useLessonKeys|OutOfHeartsNote|ActionBar|focus)|audio[\\/]useAudioSettings)|stores[\\/]lesson)\.tsx?$/,
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
