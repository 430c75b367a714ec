// Checks (or with --fix, applies) the formatting of every C++ file (clang-format, the repo's
// .clang-format) and JS file (prettier, .prettierrc.json) the project owns.
//
//   node tools/format.mjs          check only, exit 1 on any difference
//   node tools/format.mjs --fix    rewrite files in place
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cppFiles, jsFiles } from './files.mjs';
import { repoRoot, run } from './proc.mjs';

// Runs `command ...fixedArgs files` in batches so the command line stays short.
async function inBatches(command, fixedArgs, files) {
  let code = 0;
  for (let i = 0; i < files.length; i += 200) {
    const result = await run(command, [...fixedArgs, ...files.slice(i, i + 200)], { quiet: true });
    code ||= result.code;
  }
  return code;
}

export async function checkCppFormat({ fix = false } = {}) {
  const files = cppFiles();
  console.log(`    clang-format ${fix ? '-i' : '--dry-run --Werror'} on ${files.length} C++ files`);
  const code = await inBatches('clang-format', fix ? ['-i'] : ['--dry-run', '--Werror'], files);
  return { ok: code === 0 && files.length > 0, count: files.length, unit: 'files' };
}

export async function checkJsFormat({ fix = false } = {}) {
  const files = jsFiles();
  console.log(`    prettier ${fix ? '--write' : '--check'} on ${files.length} JS files`);
  const prettier = path.join(repoRoot, 'node_modules', '.bin', 'prettier');
  const code = await inBatches(prettier, [fix ? '--write' : '--check', '--log-level', 'warn'], files);
  return { ok: code === 0 && files.length > 0, count: files.length, unit: 'files' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fix = process.argv.includes('--fix');
  const cpp = await checkCppFormat({ fix });
  const js = await checkJsFormat({ fix });
  if (!fix && (!cpp.ok || !js.ok)) {
    console.error('formatting differs: run "node tools/format.mjs --fix"');
    process.exit(1);
  }
}
