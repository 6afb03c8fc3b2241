// The import boundaries of src/ (docs/architecture.md 'Folders and who may import whom'), checked by `npm run lint`.
/** Test files: they may import test support and each other. */
const TEST_FILE = '\\.test(-prop)?\\.tsx?$';
/** What the server may import of src/: its own code, the rules, the content reader and what it shares with the client. */
const SERVER_MAY_IMPORT = '^src/(server|domain|content|shared)/';

/**
 * The client folders, lowest first: each imports only its own files and the folders before it (docs/architecture.md).
 * The pages (src/pages, .astro) sit above them all and the server beside them.
 */
const CLIENT_LAYERS = ['domain', 'shared', 'content', 'stores', 'pwa', 'lib', 'components', 'lessons', 'practice'];
const clientLayerRules = CLIENT_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `client-layers-${layer}`,
  comment: `src/${layer} imports no folder above it (${CLIENT_LAYERS.slice(i + 1).join(', ')}); type-only imports are erased at build and left out.`,
  severity: 'error',
  from: { path: `^src/${layer}/`, pathNot: TEST_FILE },
  to: { path: `^src/(${CLIENT_LAYERS.slice(i + 1).join('|')})/`, dependencyTypesNot: ['type-only'] },
}));

/**
 * The server's folders and the server folders each may import (docs/architecture.md): db is the bottom, core what every
 * module shares (the answer envelope, request parsing, dates, the client's address), then auth, then the features
 * (practice, audio) side by side, then the API that routes to them; src/server's own files (app, server, main) on top.
 */
const SERVER_LAYERS = {
  db: [],
  core: ['db'],
  auth: ['db', 'core'],
  practice: ['db', 'core', 'auth'],
  audio: ['db', 'core', 'auth'],
  static: ['db', 'core'],
  api: ['db', 'core', 'auth', 'practice', 'audio'],
};
const serverLayerRules = Object.entries(SERVER_LAYERS).map(([folder, below]) => ({
  name: `server-layers-${folder}`,
  comment: `src/server/${folder} imports of the server only ${below.length ? below.join(', ') : 'itself'}, types included.`,
  severity: 'error',
  from: { path: `^src/server/${folder}/`, pathNot: TEST_FILE },
  to: {
    path: '^src/server/',
    pathNot: [`^src/server/(${[folder, ...below].join('|')})/`],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds the rules; it imports nothing of the app (test files may import test support).',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'stores-only-in-src-stores',
      comment:
        'Stores are created only in src/stores: nanostores and @nanostores/persistent are imported nowhere else (type-only imports aside). ' +
        "Two exceptions: src/components/session/start.ts creates no store, it starts the session when the auth store is first read (nanostores' onMount); " +
        'src/lib/api/status-poll.ts is the store that runs the status poll, beside the poll it runs (so stores never import lib).',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/stores/', '^src/components/session/start\\.ts$', '^src/lib/api/status-poll\\.ts$', TEST_FILE],
      },
      to: { path: '^node_modules/(nanostores|@nanostores/persistent)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-is-not-client',
      comment: 'The server imports its own code, src/domain, src/content and src/shared, never client code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/', pathNot: [SERVER_MAY_IMPORT, '^src/test-support/'] },
    },
    {
      name: 'shared-is-shared',
      comment: 'src/shared is imported by the server and the client, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: '^src/(shared|domain)/' },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'Only test files import test code (src/test-support, tests/, other test files).',
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST_FILE, '^src/test-support/'] },
      to: { path: ['^src/test-support/', '^tests/', TEST_FILE] },
    },
    ...clientLayerRules,
    ...serverLayerRules,
    {
      name: 'no-cycles',
      comment: 'No import cycles; an edge that only imports types is left out, as it is erased at build.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.astro$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
