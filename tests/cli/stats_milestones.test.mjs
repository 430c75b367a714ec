// `cubelab stats`: the "until X" lines are the method's own milestones (issue 36): Roux's and ZZ's
// phases but the last, CFOP's cross and pairs for CFOP; the states they stand for are checked by the
// native tests (tests/native/stats_milestones_test.cpp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

// The "until" lines of a run: [name, mean], and the total's mean.
function milestones(method) {
  const r = spawnSync(
    cli,
    ['stats', '--method', method, '--samples', '20', '--seed', '1', '--metric', 'stm'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(r.status, 0, r.stderr);
  const mean = (line) => Number(/mean (\S+)/.exec(line)[1]);
  const lines = r.stdout.split('\n');
  return {
    until: lines.filter((l) => /^ {2}until /.test(l)).map((l) => [/until (\S+)/.exec(l)[1], mean(l)]),
    total: mean(lines.find((l) => /^ {2}total /.test(l))),
  };
}

test("stats prints each method's own milestones, each before the end", () => {
  const expected = {
    roux: ['first-block', 'second-block', 'cmll'],
    zz: ['eoline', 'f2l-left', 'f2l-right', 'oll'],
    cfop: ['cross', 'pairs-1', 'pairs-2', 'pairs-3', 'f2l'],
  };
  for (const [method, names] of Object.entries(expected)) {
    const { until, total } = milestones(method);
    assert.deepEqual(
      until.map(([name]) => name),
      names,
      method,
    );
    let previous = 0;
    for (const [name, mean] of until) {
      assert.ok(mean >= previous && mean < total, `${method} until ${name}: ${mean} of ${total}`);
      previous = mean;
    }
  }
});
