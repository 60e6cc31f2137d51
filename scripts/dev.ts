// `npm run dev`: the API server and Vite's dev server side by side (Vite proxies /api to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { npm } from './run.ts';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'apps/server/src/index.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: path.join(root, 'apps/web/dist') },
  }),
  spawn(npm, ['run', 'dev', '-w', '@reelhire/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
