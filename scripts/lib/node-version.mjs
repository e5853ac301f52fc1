// The Node.js this project runs on (ADR 0140) is the root package.json's `engines.node`, a `>=major.minor` range.
// `npm start` checks it before anything else, so an older Node gets one clear sentence instead of a failure deep
// inside the install, the native build of better-sqlite3 or the server.
import { readFileSync } from 'node:fs';

/** The lowest version a `>=24.11` range allows, as numbers. */
export function lowestAllowed(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must be a ">=major.minor" range, not "${range}"`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/** Why `version` (e.g. `20.19.0`) cannot run the project, or null when it can. */
export function unsupportedNodeMessage(version, range) {
  const [major, minor, patch] = lowestAllowed(range);
  const current = version.replace(/^v/, '').split('.').map(Number);
  const wanted = [major, minor, patch];
  const index = wanted.findIndex((part, position) => (current[position] ?? 0) !== part);
  if (index === -1 || (current[index] ?? 0) > wanted[index]) return null;
  return (
    `DevLearn needs Node.js ${major} (${major}.${minor} or newer, the LTS line); this is Node.js ${version}. ` +
    `Install Node.js ${major} (\`nvm install\` reads .nvmrc) and run the command again.`
  );
}

/** Ends the process with the message when the running Node is older than the root package.json allows. */
export function exitUnlessSupportedNode(rootPackageJson = new URL('../../package.json', import.meta.url)) {
  const range = JSON.parse(readFileSync(rootPackageJson, 'utf8')).engines.node;
  const message = unsupportedNodeMessage(process.versions.node, range);
  if (message === null) return;
  console.error(message);
  process.exit(1);
}
