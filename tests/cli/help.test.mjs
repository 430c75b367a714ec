// `cubelab help`, `cubelab help COMMAND` and `cubelab COMMAND --help`: usage on stdout, exit 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

function run(args) {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// The commands `cubelab help` lists: its lines "  NAME ..." (continuations are indented further).
function listedCommands() {
  const r = run(['help']);
  assert.equal(r.code, 0);
  return r.out
    .split('\n')
    .map((line) => /^ {2}([a-z]+)\b/.exec(line)?.[1])
    .filter(Boolean);
}

test('cubelab help lists every command and says how to ask about one', () => {
  const names = listedCommands();
  for (const name of [
    'analyse',
    'apply',
    'cases',
    'info',
    'methods',
    'sessions',
    'route',
    'scramble',
    'solve',
    'stats',
    'tables',
  ])
    assert.ok(names.includes(name), `${name} is listed`);
  assert.match(run(['help']).out, /cubelab help COMMAND/);
});

test('every command prints its usage for `help COMMAND` and `COMMAND --help`, and exits 0', () => {
  for (const name of listedCommands()) {
    const viaHelp = run(['help', name]);
    const viaFlag = run([name, '--help']);
    assert.equal(viaHelp.code, 0, `cubelab help ${name}: ${viaHelp.err}`);
    assert.equal(viaFlag.code, 0, `cubelab ${name} --help: ${viaFlag.err}`);
    assert.ok(viaHelp.out.startsWith(`usage: cubelab ${name}`), viaHelp.out);
    assert.equal(viaFlag.out, viaHelp.out, name);
    assert.equal(viaFlag.err, '');
  }
});

test("--help wins over the command's other options, even wrong ones", () => {
  const r = run(['solve', '--method', 'no-such-method', '--max-lenght', '3', '--help']);
  assert.equal(r.code, 0);
  assert.match(r.out, /^usage: cubelab solve/);
});

test('the variants reached by one option are documented: --metric qtm, the compact and QTM tables', () => {
  const solve = run(['help', 'solve']).out;
  assert.match(solve, /--metric qtm: twophase and optimal count quarter turns/);
  assert.match(solve, /--table FILE: .*\n.*compact one \(35 MB/);
  const tables = run(['help', 'tables']).out;
  assert.match(tables, /optimal-compact {2}the same distances in 35 MB/);
  assert.match(tables, /optimal-qtm {6}the distances in quarter turns/);
  assert.match(run(['help', 'route']).out, /--metric qtm: the search minimises quarter turns/);
});

test('help about a command that does not exist is an input error', () => {
  const r = run(['help', 'frobnicate']);
  assert.equal(r.code, 2);
  assert.equal(r.out, '');
  assert.match(r.err, /unknown command 'frobnicate'/);
});
