// `npm run dev`: the API server (restarting on change) plus Vite's dev server with hot reload.
// Open http://localhost:5173; API calls are proxied to the server on port 3000.
import { spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const children = [
  spawn(process.execPath, [...SERVER_NODE_ARGS, '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
