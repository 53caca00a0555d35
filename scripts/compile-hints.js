// V8's explicit compile hint on the scripts every page runs at start (plain Node, no dependencies).
//
// Two sets of files are loaded by every page and most of their code runs before the page answers
// a tap:
// - Next's root main files (`rootMainFiles` in .next/build-manifest.json: React DOM, Next's client
//   runtime and Turbopack's);
// - the chunks of the `[locale]` layout, the shell every page renders (providers, navigation,
//   overlays' slots), which the client reference manifest of any page under it lists as the
//   layout's `entryJSFiles`.
// V8 compiles a function lazily, on the main thread, the first time it is called; in a Lighthouse
// trace of the signed-in home page that compile was most of a 53 ms task (210 ms at Lighthouse's
// 4× CPU). `//# allFunctionsCalledOnLoad` as a file's first line (Chrome 136+) makes V8 compile
// the whole file while streaming it, off the main thread. Other browsers read a comment. Only
// these files: a feature's chunk holds code that may never run
// (docs/decisions/238-compile-hint-root-scripts-and-shell.md).
//
//   node scripts/compile-hints.js [.next]   (run after `next build`; npm run build and
//                                             scripts/lib.js's buildIfNeeded do)
const fs = require('node:fs');
const path = require('node:path');

const HINT = '//# allFunctionsCalledOnLoad\n';
/** The page whose client reference manifest names the shell's chunks, and the shell's entry. */
const SHELL_PAGE = '/[locale]/page';
const SHELL_LAYOUT = '/src/app/[locale]/layout';

/** The root main files' paths inside `nextDir` (.next), from its build manifest. */
function rootMainFiles(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) {
    throw new Error(`${nextDir}/build-manifest.json lists no rootMainFiles: has Next changed its manifest?`);
  }
  return manifest.rootMainFiles.filter((file) => file.endsWith('.js')).map((file) => path.join(nextDir, file));
}

/**
 * The `[locale]` layout's chunks inside `nextDir`, from home's client reference manifest
 * (`globalThis.__RSC_MANIFEST["/[locale]/page"] = {…}`: the object is JSON, read as such).
 */
function shellFiles(nextDir) {
  const file = path.join(nextDir, 'server/app', SHELL_PAGE.slice(1) + '_client-reference-manifest.js');
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const assignment = `__RSC_MANIFEST[${JSON.stringify(SHELL_PAGE)}] = `;
  const at = source.indexOf(assignment);
  const manifest = at < 0 ? null : JSON.parse(source.slice(at + assignment.length).trim().replace(/;$/, ''));
  const entry = Object.entries(manifest?.entryJSFiles ?? {}).find(([name]) => name.endsWith(SHELL_LAYOUT));
  if (!entry || !Array.isArray(entry[1]) || entry[1].length === 0) {
    throw new Error(`${path.relative(process.cwd(), file)} names no chunks for ${SHELL_LAYOUT}: has Next changed its manifest?`);
  }
  return entry[1].filter((chunk) => chunk.endsWith('.js')).map((chunk) => path.join(nextDir, chunk));
}

/** Every file that gets the hint: the root main files, then the shell's chunks (each once). */
function hintedFiles(nextDir) {
  return [...new Set([...rootMainFiles(nextDir), ...shellFiles(nextDir)])];
}

/**
 * Puts the hint on the first line of each hinted file that lacks it; a source map beside a
 * file gets its mappings moved one line down to match. Returns the files it changed (none the
 * second time: a build is hinted once however often this runs).
 */
function addCompileHints(nextDir) {
  const changed = [];
  for (const file of hintedFiles(nextDir)) {
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(HINT)) continue;
    fs.writeFileSync(file, HINT + code);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(file), mapName) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
      // an empty first group: the hint's line maps to nothing, every later line as before
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
      // an index map: each section starts a line later
      for (const section of Array.isArray(map.sections) ? map.sections : []) section.offset.line += 1;
      fs.writeFileSync(mapFile, JSON.stringify(map));
    }
    changed.push(file);
  }
  return changed;
}

if (require.main === module) {
  const nextDir = path.resolve(process.argv[2] ?? '.next');
  const changed = addCompileHints(nextDir);
  console.log(
    changed.length
      ? `• compile hint on ${changed.length} script(s) every page runs at start: ${changed.map((f) => path.basename(f)).join(', ')}`
      : `• compile hint already on all ${hintedFiles(nextDir).length} script(s) every page runs at start`,
  );
}

module.exports = { HINT, addCompileHints, hintedFiles, rootMainFiles, shellFiles };
