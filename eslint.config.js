import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const shared = ['api', 'components', 'hooks', 'lib', 'stores', 'config'].map((d) => `./src/${d}`)
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'demo-server/.build',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // One-way imports (architecture.md): contract ← shared ← features ← app; the demo backend
      // (demo-server/) imports only the contract; the app imports none of it (the static demo's
      // entry, demo-static/, starts it in a service worker before the app).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...shared.map((target) => ({
              target,
              from: ['./src/features', './src/app', './demo-server'],
              message: 'Shared code must not import features, app or the demo backend.',
            })),
            {
              target: './src/features/*',
              from: './src/app',
              message: 'Features must not import the app layer.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features must not import each other; compose them in src/app.',
            })),
            {
              target: './src',
              from: './demo-server',
              message:
                'The app imports nothing of the demo backend: it is a server, or started by demo-static/.',
            },
            {
              target: './demo-server',
              from: './src',
              message: 'The demo backend imports only the shared contract (contract/).',
            },
            {
              target: './contract',
              from: ['./src', './demo-server'],
              message:
                'The contract is what the app and the demo backend share: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to reach the server (issue 22): every endpoint is one function in src/api, the
    // endpoint home; nothing else calls the HTTP client. Types (FileSender, ApiError) are free.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/lib/http/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/lib/http/client',
                '@/lib/http/request',
                '@/lib/http/request-file',
                '@/lib/http/post-file',
              ],
              allowTypeImports: true,
              message:
                'Only the endpoint home (src/api) calls the HTTP client: add or reuse an endpoint function there.',
            },
          ],
        },
      ],
    },
  },
  {
    // One rule for every length-limited text field (issue 17): cut, keep what fits, say so.
    // A bare maxLength cuts a paste silently. The Limited components are the rule's home.
    files: ['src/**/*.tsx'],
    ignores: [
      'src/components/limited-input.tsx',
      'src/components/limited-text-area.tsx',
      'src/components/query-table/limited-query-item.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement:matches([name.name=/^(Input|TextArea)$/], [name.object.name='Input'][name.property.name=/^(TextArea|Password|Search)$/]) > JSXAttribute[name.name='maxLength']",
          message:
            'A bare maxLength cuts a paste silently: use LimitedInput / LimitedTextArea (max), or useLengthLimit for a special field, so the field says 最多输入N个字符，超出部分已截去.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'demo-server/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-syntax': [
        'error',
        {
          // Testing Library waits one more tick after a findBy; a re-render in that tick (antd
          // re-validating a field) replaces the element and the check fails on a busy machine.
          selector:
            "CallExpression[callee.property.name='toBeInTheDocument'][callee.object.callee.name='expect'][callee.object.arguments.0.type='AwaitExpression'][callee.object.arguments.0.argument.callee.property.name=/^findBy/]",
          message:
            'findBy… is the assertion (it fails when nothing shows): write `await screen.findByText(…)`. toBeInTheDocument on the found element checks it again one tick later, when a re-render may have replaced it.',
        },
      ],
    },
  },
)
