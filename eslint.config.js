// ESLint for the whole repository (`npm run lint`, also a check in `npm test`). Syntax-only rules, no type-aware
// ones, so that it stays fast: typescript-eslint's recommended set, the rules of hooks, and no import cycles (resolved
// like TypeScript does, through the workspaces' `@hfl/*` packages and their `exports`). Formatting is Prettier's job:
// eslint-config-prettier comes last and turns off every rule that would fight it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '.data/',
      'e2e/screenshots/',
      'bench/results/',
      '**/test-results/',
      'secrets/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x reads no TypeScript module's imports and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      // A leading underscore marks a name that is unused on purpose (`{ omitted: _o, ...rest }`, `(_req, res)`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Runtime cycles only: import-x skips `import type` edges (they vanish at compile time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The frontends only: elsewhere a function named `use` (a test fixture) is not a hook.
    files: ['shared-ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  prettier,
);
