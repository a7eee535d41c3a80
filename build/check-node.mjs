/**
 * Run first by `npm start`, `npm test` and `npm run test:e2e`: says in one line when this Node is
 * not the one 핏픽 is built for (package.json "engines": Node 24, the current LTS). A Node within
 * the range the toolchain still runs on (Vite's "engines": 20.19 or 22.12 and later) gets a
 * warning and the command goes on, as on machines whose Node is 20 (docs/install.md "Which Node"); an
 * older one, on which the build and the tests would fail with a stack trace, is refused.
 * Plain JavaScript, so that it runs on any Node before tsx does.
 */
import { createRequire } from 'node:module';
import semver from 'semver';

const require = createRequire(import.meta.url);
const wanted = require('../package.json').engines.node;
const toolchain = require('vite/package.json').engines.node;
const current = process.versions.node;

if (!semver.satisfies(current, wanted)) {
  const major = semver.minVersion(wanted).major;
  const getIt = `install Node ${major} with \`nvm install\` (it reads .nvmrc) or from https://nodejs.org`;
  if (semver.satisfies(current, toolchain)) {
    console.error(
      `warning: 핏픽 is made for Node ${major}; Node ${current} still runs it, but ${getIt}.`,
    );
  } else {
    console.error(
      `error: 핏픽 needs Node ${major}; Node ${current} is too old to build or test it: ${getIt}.`,
    );
    process.exitCode = 1;
  }
}
