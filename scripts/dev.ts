import { spawn } from 'node:child_process';

import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'dev',
  [
    'Usage: npm run dev   (no arguments; API server with restart on change and Vite with hot reload)',
    '  API_PORT (3001) and PORT (5173) choose the ports.',
  ].join('\n'),
  { options: {} },
);

// `npm run dev`: the API server restarts on change (tsx watch) and Vite serves the web
// app with hot reload, proxying /api and /webhook to it. Open the Vite address.
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, NODE_ENV: 'development', PORT: apiPort, HOST: '127.0.0.1' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/serve-api.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'vite.config.ts', '--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
