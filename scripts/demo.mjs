// `npm start` and `npm run dev`: `next start|dev` in demo mode (PAYRAIL_DEMO=1), the same on every platform.
// Extra arguments go to next: `npm start -- -p 4000`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// This launcher only passes the environment on (plus PAYRAIL_DEMO); the app parses it in lib/config.ts.
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [next, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PAYRAIL_DEMO: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
