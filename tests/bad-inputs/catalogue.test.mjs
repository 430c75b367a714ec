// The catalogue of bad inputs (cases.json) against the CLI and the WASM module: every case gets
// exactly the error stored with it. CLI: exit code 2, one JSON line {error, column, kind, code,
// params} on stdout, nothing on stderr, no signal. WASM: the same object returned, never a throw or
// a trap. A stored error without `code` stands for code "" and params {}; a stored code must be one
// of core/model/error_codes.hpp's with exactly its parameters, and every notation, facelets and
// cube-text case (the core's readers of text) must have one.
// Limit cases (a 10 MB paste, 10,001 moves, nesting 101 deep, ...) are timed: the times are printed
// and written to build/test-results/bad-inputs-times.json (a limit error should take well under
// 100 ms; that is reported, not asserted, since timing thresholds do not belong in tests).
//
//   node --test tests/bad-inputs/            (needs build/native/cubelab and build/wasm)
//   node tests/bad-inputs/catalogue.test.mjs --observe    prints what each leg gives today
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { catalogue, cliArg, inputText, jsValue, makeFile, nobodyCanRun } from './cases.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build', 'native', 'cubelab');
const observe = process.argv.includes('--observe');
const NOBODY_RUNS = nobodyCanRun(cli);
const times = [];

// `file`: the case's file (made by makeFile), whose path "$FILE" stands for.
function runCli(c, file) {
  const args = [...c.cli.args.map((a) => cliArg(a, c.input, file)), '--json'];
  const started = process.hrtime.bigint();
  const r = spawnSync(cli, args, {
    input: c.cli.stdin ? inputText(c.input) : '',
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    ...(file?.asNobody ? { uid: 65534, gid: 65534 } : {}),
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { code: r.status, signal: r.signal, out: r.stdout, err: r.stderr, ms };
}

// Runs `leg` with the case's file made first (when it has one) and removed after.
async function withFile(c, leg) {
  const file = c.file ? makeFile(c.file, c.input) : null;
  try {
    return await leg(file);
  } finally {
    file?.remove();
  }
}

let cubelab = null;
async function runWasm(c, file) {
  cubelab ??= await loadCubeLab();
  const args = jsValue(c.wasm.args, c.input, file);
  const started = process.hrtime.bigint();
  try {
    const value = cubelab[c.wasm.call](...args);
    return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  } catch (error) {
    cubelab = null; // a trap may leave the instance broken: the next case gets a fresh one
    return { thrown: String(error?.message ?? error), ms: Number(process.hrtime.bigint() - started) / 1e6 };
  }
}

// The stored error, with "$FILE" in its words standing for the case's file's path (no code: "").
function expected(c, leg, file) {
  const e = { code: '', params: {}, ...(c[`${leg}Error`] ?? c.error) };
  return file ? { ...e, error: e.error.replaceAll('$FILE', file.path) } : e;
}

// core/model/error_codes.hpp's list: code -> its parameter names, sorted.
const errorCodes = new Map(
  [
    ...readFileSync(path.join(root, 'core/model/error_codes.hpp'), 'utf8').matchAll(
      /\{\s*"([a-z0-9_.]+)",\s*"([a-z0-9_,]*)",/g,
    ),
  ].map(([, code, params]) => [code, params.split(',').filter(Boolean).sort()]),
);
// The cases about the core's readers of text, whose every error has a code.
const CODED = /^(notation|facelets|cube-text)\//;

test("the catalogue's error codes are listed, with exactly their parameters", () => {
  assert.ok(errorCodes.size > 20, `read ${errorCodes.size} codes from error_codes.hpp`);
  for (const c of catalogue)
    for (const e of [c.error, c.cliError, c.wasmError].filter(Boolean)) {
      if (CODED.test(c.id)) assert.ok(e.code, `${c.id} has a code`);
      if (e.code === undefined) continue;
      assert.ok(errorCodes.has(e.code), `${c.id}: ${e.code} is listed`);
      assert.deepEqual(
        Object.keys(e.params).sort(),
        errorCodes.get(e.code),
        `${c.id}: ${e.code}'s parameters`,
      );
    }
});

// Limit cases are timed five times (the median is reported): the machine may be busy.
const median = (f) => Array.from({ length: 5 }, f).sort((a, b) => a - b)[2];
async function medianAsync(f) {
  const runs = [];
  for (let i = 0; i < 5; ++i) runs.push(await f());
  return runs.sort((a, b) => a - b)[2];
}
// The peer of the CLI's times: the same process answering a one-line bad input (process start-up).
const cliPeer = { id: 'peer', cli: { args: ['moves', '--scramble', 'Q'] } };

if (observe) {
  for (const c of catalogue) {
    const row = { id: c.id };
    if (c.cli) {
      const r = await withFile(c, (file) => runCli(c, file));
      row.cli = { code: r.code, signal: r.signal, out: r.out.trim().slice(0, 300), err: r.err.slice(0, 200) };
    }
    if (c.wasm) {
      const r = await withFile(c, (file) => runWasm(c, file));
      row.wasm = r.thrown ? { thrown: r.thrown } : r.value;
    }
    console.log(JSON.stringify(row));
  }
  process.exit(0);
}

for (const c of catalogue) {
  if (c.cli) {
    test(`CLI: ${c.id} (${c.what})`, (t) =>
      withFile(c, (file) => {
        if (file?.asNobody && !NOBODY_RUNS) return t.skip('nobody cannot reach the CLI in this checkout');
        const r = runCli(c, file);
        times.push({
          id: c.id,
          leg: 'cli',
          ms: c.limit ? median(() => runCli(c, file).ms) : r.ms,
          limit: Boolean(c.limit),
        });
        assert.equal(r.signal, null, `killed by ${r.signal}`);
        assert.equal(r.err, '', 'nothing on stderr');
        assert.equal(r.code, 2, `exit code 2, got ${r.code}: ${r.out}`);
        const lines = r.out.trim().split('\n');
        assert.equal(lines.length, 1, 'one JSON line');
        assert.deepEqual(JSON.parse(lines[0]), expected(c, 'cli', file));
      }));
  }
  if (c.wasm) {
    test(`WASM: ${c.id} (${c.what})`, async () => {
      const r = await withFile(c, (file) => runWasm(c, file));
      const ms = c.limit ? await medianAsync(async () => (await runWasm(c)).ms) : r.ms;
      times.push({ id: c.id, leg: 'wasm', ms, limit: Boolean(c.limit) });
      assert.equal(r.thrown, undefined, `threw: ${r.thrown}`);
      assert.deepEqual({ ...r.value }, expected(c, 'wasm'));
    });
  }
}

after(() => {
  const dir = path.join(root, 'build', 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'bad-inputs-times.json'), JSON.stringify(times, null, 1));
  const limits = times.filter((t) => t.limit);
  const peer = median(() => runCli(cliPeer).ms);
  times.push({ id: 'peer: cubelab moves --scramble Q', leg: 'cli', ms: peer, limit: false });
  console.log(
    `\nlimit cases (median of 5, ms; CLI includes starting the process: ${peer.toFixed(1)} ms for a one-line error):`,
  );
  for (const t of limits) {
    const flag = t.ms > 100 ? '  OVER 100 ms' : '';
    console.log(`  ${t.leg.padEnd(5)} ${t.id.padEnd(36)} ${t.ms.toFixed(1).padStart(8)}${flag}`);
  }
});
