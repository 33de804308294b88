import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every client feature folder: each may import only itself among the features. */
const clientFeatures = fs
  .readdirSync(path.join(ROOT, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of docs/architecture.md ("Layers"), as import zones: files under `target` may not
 * import files under `from`.
 */
const layerZones = [
  // Packages: shared runs in both apps and imports neither; the apps do not import each other.
  { target: 'shared/src', from: ['client', 'mock-server'], message: 'shared imports no app.' },
  {
    target: 'client/src',
    from: 'mock-server',
    message: 'The client talks to the server over HTTP only.',
  },
  { target: 'mock-server/src', from: 'client', message: 'The mock server imports no client code.' },
  {
    target: ['shared', 'client', 'mock-server'],
    from: 'server',
    message: 'The production server is a deployment of the client: nothing imports it.',
  },
  {
    target: 'server/src',
    from: 'mock-server',
    message: 'The production server talks to any provider over HTTP, the mock included.',
  },
  {
    // The two client modules that say what the server serves: the app's routes and config.json's shape.
    target: 'server/src',
    from: 'client',
    except: ['./src/config/paths.ts', './src/config/runtime-config-schema.ts'],
    message: 'The server reads only the client routes and the config.json schema.',
  },

  // Client: app composes features; features compose components, lib and config. core/ is the
  // signed-in core (one chunk, client/vite.config.ts); its lib/ and components/ are those layers.
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/, lib/ or shared.',
  })),
  {
    target: ['client/src/components', 'client/src/lib', 'client/src/config', 'client/src/core'],
    from: 'client/src/features',
    message: 'Only app/ and a feature itself import a feature.',
  },
  {
    target: ['client/src/lib', 'client/src/core/lib', 'client/src/config'],
    from: ['client/src/components', 'client/src/core/components'],
    message: 'lib/ and config/ sit below the components.',
  },
  // docs/architecture.md, "Server state": screens and components call a feature's api/ hooks.
  {
    target: [
      'client/src/app',
      'client/src/features/*/screens/**',
      'client/src/features/*/components/**',
      'client/src/components/**/*.tsx',
      'client/src/core/components/**/*.tsx',
    ],
    from: 'client/src/core/lib/provider.ts',
    message:
      "Screens and components call hooks: the provider client is called from a feature's api/ module (or lib/).",
  },
  {
    target: [
      'client/src/features',
      'client/src/components',
      'client/src/core',
      'client/src/lib',
      'client/src/config',
    ],
    from: 'client/src/app',
    message: 'app/ composes the rest; nothing below imports it.',
  },
  // The testers' console is an entry of its own (console.html): it shares only shared/ with the
  // player's app, and the app never imports it, so it cannot reach the player's bundles.
  {
    target: 'client/src/console',
    from: [
      'client/src/app',
      'client/src/features',
      'client/src/components',
      'client/src/core',
      'client/src/lib',
      'client/src/config',
      'client/src/styles',
      'client/src/main.tsx',
    ],
    message: "The console shares only shared/ with the player's app.",
  },
  {
    target: [
      'client/src/app',
      'client/src/features',
      'client/src/components',
      'client/src/core',
      'client/src/lib',
      'client/src/config',
      'client/src/main.tsx',
    ],
    from: 'client/src/console',
    message:
      "The player's app does not import the console (it would land in the player's bundles).",
  },

  // Mock server: routes -> http -> services -> repositories -> db; lib is a leaf every layer uses.
  {
    target: ['mock-server/src/lib', 'mock-server/src/db'],
    from: [
      'mock-server/src/repositories',
      'mock-server/src/services',
      'mock-server/src/http',
      'mock-server/src/routes',
      'mock-server/src/seed',
      'mock-server/src/context.ts',
      'mock-server/src/app.ts',
    ],
    message: 'lib/ and db/ import no layer above them.',
  },
  {
    target: 'mock-server/src/repositories',
    from: [
      'mock-server/src/services',
      'mock-server/src/http',
      'mock-server/src/routes',
      'mock-server/src/seed',
      'mock-server/src/context.ts',
      'mock-server/src/app.ts',
    ],
    message: 'Repositories are SQL only: they import no service, route or HTTP code.',
  },
  {
    target: 'mock-server/src/services',
    from: [
      'mock-server/src/http',
      'mock-server/src/routes',
      'mock-server/src/seed',
      'mock-server/src/app.ts',
    ],
    message: 'Services import no route or HTTP code.',
  },
  {
    target: ['mock-server/src/http', 'mock-server/src/seed'],
    from: ['mock-server/src/routes', 'mock-server/src/app.ts'],
    message: 'Only app.ts registers the routes.',
  },
  {
    target: 'mock-server/src/routes',
    from: ['mock-server/src/seed', 'mock-server/src/app.ts'],
    message: 'Routes do not seed or build the app.',
  },
  // The play runner is a tester's tool: it drives a mock over HTTP (it may start one) and nothing in
  // the server imports it.
  {
    target: 'mock-server/src/play',
    from: [
      'mock-server/src/db',
      'mock-server/src/repositories',
      'mock-server/src/services',
      'mock-server/src/http',
      'mock-server/src/routes',
      'mock-server/src/context.ts',
    ],
    message: 'A play script reaches the mock over HTTP only (it may start one: app.ts, seed).',
  },
  {
    target: [
      'mock-server/src/lib',
      'mock-server/src/db',
      'mock-server/src/repositories',
      'mock-server/src/services',
      'mock-server/src/http',
      'mock-server/src/routes',
      'mock-server/src/seed',
      'mock-server/src/context.ts',
      'mock-server/src/app.ts',
    ],
    from: 'mock-server/src/play',
    message: 'The server does not import the play runner.',
  },
  // The probe checks a provider it knows nothing of: over HTTP and through the contract only.
  {
    target: ['scripts/probe.ts', 'scripts/lib/probe'],
    from: ['client', 'server'],
    message:
      'The probe reaches a provider over HTTP only; it imports no mock, client or server code.',
  },
  {
    target: ['scripts/probe.ts', 'scripts/lib/probe'],
    from: 'mock-server',
    // Every command's option parsing, which knows nothing of a provider.
    except: ['./src/lib/command-line.ts'],
    message:
      'The probe reaches a provider over HTTP only; it imports no mock, client or server code.',
  },
];

/**
 * JSX props whose strings no player reads (HTML attributes, library options and this app's own
 * props that take a code): every other prop's string is shown or spoken, so it is text.
 */
const NOT_TEXT_PROPS = (
  'className id htmlFor key type name role href to src rel target method autoComplete inputMode ' +
  'pattern loading fetchPriority decoding lang dir aria-live aria-hidden aria-current viewBox fill ' +
  'd fillRule focusable position theme market kind field screen'
).split(' ');

/**
 * The strings JSX shows: text, and a literal (or template) standing as a child's or a text prop's
 * value, alone or as a branch of `?:`, `&&`, `||` or `??` up to two deep. A literal passed to a
 * function (a catalogue template's argument) or compared (`session === 'Open'`) is not shown.
 */
const shownStrings = (() => {
  const textProp = `JSXAttribute[name.name!=/^(${NOT_TEXT_PROPS.join('|')}|data-.*)$/]`;
  const branch = ':matches(ConditionalExpression, LogicalExpression)';
  const literal = [
    'Literal[value=/\\p{L}/u]',
    'TemplateLiteral:has(> TemplateElement[value.raw=/\\p{L}/u])',
  ];
  const values = literal.flatMap((shown) => [
    shown,
    `${branch} > ${shown}`,
    `${branch} > ${branch} > ${shown}`,
  ]);
  return [
    'JSXText[value=/\\p{L}/u]',
    `${textProp} > Literal[value=/\\p{L}/u]`,
    ...values.flatMap((value) => [
      `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ${value}`,
      `${textProp} > JSXExpressionContainer > ${value}`,
    ]),
  ];
})();

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported TypeScript files are parsed as TypeScript, so no-cycle follows their imports too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(ROOT, 'tsconfig.json'),
          // client/tsconfig.json's `paths`: the resolver reads no `paths` of a project the root
          // references (eslint-import-resolver-typescript issue 474), so the alias is named here too.
          alias: { '@': [path.join(ROOT, 'client/src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      // shared must run in the browser and in Node alike: no DOM, no Node built-ins.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '../../mock-server/*', '@matka/mock-server*'] },
            {
              // client/build is outside src/, so the prerender test reaches it the relative way.
              regex: '^\\.\\./(?!build/)',
              message:
                "Import from another folder through `@/` (client/src): `@/lib/session`, not '../lib/session'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a player reads comes from the message catalogue (docs/decisions/010), so a screen
    // shows no hard-coded English in another language. The testers' console stays English.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/console/**', 'client/src/**/*.test.tsx', 'client/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...shownStrings.map((selector) => ({
          selector,
          message:
            'Read the text from the message catalogue (@matka/shared/messages); a prop that is no text goes in NOT_TEXT_PROPS (eslint.config.js).',
        })),
      ],
    },
  },
);
