#!/usr/bin/env node
// `npm run dev`: the API server with restart-on-change (tsx watch) on API_PORT (3001) and Vite with hot reload on
// 3000, proxying /api, /trpc and /ws to it. Open http://localhost:3000. Server logs are readable lines here
// (LOG_FORMAT=pretty); `npm start` keeps JSON.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { LOG_FORMAT: 'pretty', ...process.env, PORT: apiPort, HOST: '127.0.0.1', STATIC_DIR: './dist/no-static-in-dev' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
