// `npm start`: builds the client when the build is missing or older than the sources, then
// runs the server (PGlite in ./data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'dist/client/prerendered/manifest.json');

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts'].map((p) =>
  path.join(root, p),
);
const needsBuild =
  !fs.existsSync(builtMarker) ||
  Math.max(...sources.filter((p) => fs.existsSync(p)).map(newestMtime)) >
    fs.statSync(builtMarker).mtimeMs;

if (needsBuild) {
  console.log('Building the client (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_ARGS, path.join(root, 'src/server/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
