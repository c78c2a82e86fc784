// The project runs on Node 24 LTS (package.json `engines`). Through npm (`npm start`, `npm test`)
// it always does: the dev dependency `node` puts Node 24 first on the scripts' PATH. Run by hand
// with an older Node, a script stops here with a clear message instead of failing somewhere deep.
const REQUIRED_MAJOR = 24;

export function requireNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_MAJOR) return;
  console.error(
    `This project needs Node ${REQUIRED_MAJOR} or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 installed with the project, or switch with `nvm use`.',
  );
  process.exit(1);
}
