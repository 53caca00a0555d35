// V8's explicit compile hint on the scripts every page runs at start (plain Node, no dependencies).
//
// Next's root main files (`rootMainFiles` in .next/build-manifest.json: React DOM, Next's client
// runtime and Turbopack's) are loaded by every page and almost all of their code runs before the
// page answers a tap. V8 compiles a function lazily, on the main thread, the first time it is
// called; in a Lighthouse trace of the signed-in home page that compile was most of a 53 ms task
// (210 ms at Lighthouse's 4× CPU). `//# allFunctionsCalledOnLoad` as a file's first line (Chrome
// 136+) makes V8 compile the whole file while streaming it, off the main thread. Other browsers
// read a comment. Only these files: a feature's chunk holds code that may never run.
//
//   node scripts/compile-hints.js [.next]   (run after `next build`; npm run build and
//                                             scripts/lib.js's buildIfNeeded do)
const fs = require('node:fs');
const path = require('node:path');

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The root main files' paths inside `nextDir` (.next), from its build manifest. */
function rootMainFiles(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) {
    throw new Error(`${nextDir}/build-manifest.json lists no rootMainFiles: has Next changed its manifest?`);
  }
  return manifest.rootMainFiles.filter((file) => file.endsWith('.js')).map((file) => path.join(nextDir, file));
}

/**
 * Puts the hint on the first line of each root main file that lacks it; a source map beside a
 * file gets its mappings moved one line down to match. Returns the files it changed (none the
 * second time: a build is hinted once however often this runs).
 */
function addCompileHints(nextDir) {
  const changed = [];
  for (const file of rootMainFiles(nextDir)) {
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
  console.log(`• compile hint on ${changed.length} root script(s)${changed.length ? `: ${changed.map((f) => path.basename(f)).join(', ')}` : ''}`);
}

module.exports = { HINT, addCompileHints, rootMainFiles };
