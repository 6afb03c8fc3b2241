// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build/',
      '.astro/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'bench/tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // The rules stay pure: no UI, framework, browser-state or server imports (docs/architecture.md 'Folders and who may import whom').
    files: ['src/domain/**/*.ts'],
    // Tests may read the module's own files to check its boundaries.
    ignores: ['src/domain/**/*.test.ts', 'src/domain/**/*.test-prop.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'astro', 'astro:*', 'astro/*', 'nanostores', '@nanostores/*'],
              message: 'src/domain is pure TypeScript.',
            },
            {
              group: ['node:*', 'fastify', '@fastify/*', '@/server/*', '../server/*', '@supabase/*', 'howler'],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
  {
    // A promise nobody awaits loses its error; one passed where a callback returns nothing runs unchecked.
    // Type-aware, so only the application's own code pays for the type information.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.test-prop.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
