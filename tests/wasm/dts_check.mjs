// Checks answers of the WASM module against wasm/cubelab.d.ts with TypeScript's checker: each answer
// becomes `const a: TYPE = <its JSON>;` in a .ts file that tsc checks. An object literal may have no
// field its type lacks (excess property check) and must have every required one, so a field an
// encoder in core/json/ adds without the d.ts (or the d.ts declares without the encoder) fails.
//
//   checkTypes([{ call: "solve('cfop', ...)", type: "Answer<'solve'>", value }])
//     -> [] or the checker's messages, each naming the call
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
const dts = path.join(repoRoot, 'wasm', 'cubelab.d.ts');

// What a successful call answers: its return type without the error.
const PRELUDE = `import type { CubeLabError, CubeLabModule } from './cubelab';
type Answer<K extends keyof CubeLabModule> = Exclude<ReturnType<CubeLabModule[K]>, CubeLabError>;
`;

export function checkTypes(answers) {
  if (!existsSync(tsc)) throw new Error(`${tsc} is missing: run npm install (or npm test)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cubelab-dts-'));
  try {
    // The d.ts beside the checked file, so that the import is one plain relative path.
    copyFileSync(dts, path.join(dir, 'cubelab.d.ts'));
    const lines = PRELUDE.split('\n');
    const callAt = new Map();
    answers.forEach(({ call, type, value }, i) => {
      callAt.set(lines.length + 1, call);
      lines.push(`export const answer${i}: ${type} = ${JSON.stringify(value)};`);
    });
    writeFileSync(path.join(dir, 'answers.ts'), lines.join('\n'));
    const r = spawnSync(
      tsc,
      ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler',
        '--skipLibCheck', '--types', '', path.join(dir, 'answers.ts')], // prettier-ignore
      { encoding: 'utf8' },
    );
    if (r.status === 0) return [];
    const problems = `${r.stdout}${r.stderr}`.split('\n').filter((l) => l.trim());
    // answers.ts(LINE,COL): error TS...: name the call on that line, once per call and message.
    const named = problems.map((line) => {
      const at = /answers\.ts\((\d+),\d+\): (.*)/.exec(line);
      return at && callAt.has(Number(at[1])) ? `${callAt.get(Number(at[1]))}: ${at[2]}` : line;
    });
    return [...new Set(named)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
