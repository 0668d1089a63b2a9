import fs from 'node:fs';

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other; app/ composes them (STYLE.md "Imports flow one way").
// One zone per feature folder, read from disk so a new feature is covered without editing this file.
const featureZones = (root, side) => {
  const dir = `${root}/features`;
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return names.map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message: `${side} features never import each other: move shared code to a shared folder.`,
  }));
};

// Staff rooms import one way (decision 0136): each room may import the rooms listed before it,
// never one listed after it. shared/ comes first, so it imports no room; no room imports the
// plugin root (staff.routes.ts), which composes them. A new room folder must be placed here.
export const staffRoomOrder = [
  'shared',
  'audit',
  'settings',
  'funnel',
  'cases',
  'contact-attempts',
  'inbox',
  'attorneys',
  'privacy',
  'auth',
];

const staffRoomZones = (staffDir) => {
  const rooms = fs.existsSync(staffDir)
    ? fs
        .readdirSync(staffDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const unplaced = rooms.filter((name) => !staffRoomOrder.includes(name));
  if (unplaced.length > 0) {
    throw new Error(`eslint.config.js: place the staff room(s) ${unplaced.join(', ')} in staffRoomOrder.`);
  }
  return staffRoomOrder.map((room, index) => {
    const below = staffRoomOrder.slice(0, index);
    return {
      target: `${staffDir}/${room}`,
      from: [
        ...staffRoomOrder.slice(index + 1).map((above) => `${staffDir}/${above}`),
        `${staffDir}/staff.routes.ts`,
      ],
      message:
        `Staff rooms import one way (decision 0136): ${room} may import ${below.length ? below.join(', ') : 'no room'}, ` +
        'never a room above it. Move what both need down into shared/.',
    };
  });
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            {
              target: './src/contracts',
              from: ['./src/web', './src/server'],
              message: 'Contracts depend on nothing but zod.',
            },
            ...['http', 'db', 'jobs', 'case-record', 'ports', 'email'].map((layer) => ({
              target: `./src/server/${layer}`,
              from: './src/server/features',
              message: 'Shared server layers never import features: the app root composes them.',
            })),
            {
              target: './src/server/features',
              from: ['./src/server/app.ts', './src/server/main.ts', './src/server/job-handlers.ts'],
              message: 'Features never import the app root; it imports them.',
            },
            ...featureZones('./src/web', 'Web'),
            ...featureZones('./src/server', 'Server'),
            ...staffRoomZones('./src/server/features/staff'),
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
