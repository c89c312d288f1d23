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

/**
 * Each service's source folders as a ladder, bottom rung first: a folder imports only folders on lower rungs (never
 * one on its own rung or above), so no folder loop or sideways import can come back. Files directly in `src/` (app,
 * server, worker, runtime: what wires the rest) and the tests stand outside the ladder.
 */
const LADDERS = {
  'services/accounts/src': [
    ['models'],
    ['limits', 'peers'],
    ['mail', 'owner-dashboard'],
    ['alerts'],
    ['notifications'],
    ['bulk-messages', 'invitations', 'registration', 'users'],
    ['auth', 'email-change', 'jobs', 'owner-users', 'password', 'unsubscribe'],
    ['routes'],
  ],
  'services/fantasy/src': [
    ['models', 'peers'],
    ['lineups', 'locks'],
    ['league-seasons'],
    ['draft', 'rosters', 'owner-dashboard'],
    ['trades', 'week-points'],
    ['games'],
    ['trophies', 'leaderboard', 'my-leagues'],
    ['season-flow'],
    ['waivers'],
    ['demo'],
    ['jobs'],
    ['routes'],
  ],
  'services/leagues/src': [
    ['models'],
    ['peers'],
    ['fantasy-teams', 'owner-dashboard'],
    ['leagues'],
    ['invitations', 'members', 'pending-members', 'users'],
    ['routes'],
  ],
  'services/stats/src': [
    ['models', 'peers'],
    ['players', 'seed'],
    ['draft-pool', 'scoring', 'teams'],
    ['rosters', 'season-players', 'seasons'],
    ['games'],
    ['stats-import'],
    ['jobs'],
    ['routes'],
  ],
  'services/content/src': [
    ['files', 'models', 'peers', 'seed'],
    ['ads', 'blog-posts', 'page-views', 'settings', 'team-logos'],
    ['jobs'],
    ['routes'],
  ],
};

/** The shell, the remotes and what they share. */
const FRONTENDS = ['shell', 'mfe-player', 'mfe-owner', 'mfe-draft', 'shared-ui'];

/** `import-x/no-restricted-paths` zones for a ladder: each folder, and the folders on its rung and above. */
function ladderZones(root, rungs) {
  return rungs.flatMap((rung, i) =>
    rung.flatMap((folder) => {
      const above = rungs
        .slice(i)
        .flat()
        .filter((other) => other !== folder);
      if (above.length === 0) return [];
      return [
        {
          target: `./${root}/${folder}`,
          from: above.map((other) => `./${root}/${other}`),
          message: `${root}: ${folder} is on rung ${i + 1} of the ladder in eslint.config.js; import only from lower rungs.`,
        },
      ];
    }),
  );
}

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
    files: Object.keys(LADDERS).map((root) => `${root}/**/*.ts`),
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: Object.entries(LADDERS).flatMap(([root, rungs]) => ladderZones(root, rungs)) },
      ],
    },
  },
  {
    // A remote never reaches into another remote's (or the shell's) files, its tests included: what they share lives
    // in shared-ui (`@hfl/shared-ui/testing` for the test harness).
    files: ['shared-ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FRONTENDS.map((frontend) => ({
            target: `./${frontend}`,
            from: FRONTENDS.filter((other) => other !== frontend && other !== 'shared-ui').map((other) => `./${other}`),
            message: `${frontend} imports another frontend's files; share them through shared-ui.`,
          })),
        },
      ],
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
