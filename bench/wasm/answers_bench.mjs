// Answers that carry many values, in one build of the WASM module (CUBELAB_WASM_DIR picks another,
// as bench/wasm/common.mjs does: run two builds one after the other to compare them). Each answer
// is a core/json encoder's JSON read by JSON.parse (wasm/js_values.hpp), so these times include
// encoding it, carrying it across and parsing it, beside the work itself.
//   node bench/wasm/answers_bench.mjs
import { loadModule } from './common.mjs';

const cubelab = await loadModule();
cubelab.buildTwoPhaseTables();

function time(name, calls, call) {
  call(0); // the first call may build a table
  const start = performance.now();
  for (let i = 0; i < calls; i += 1) call(i);
  console.log(`${name}: ${((performance.now() - start) / calls).toFixed(3)} ms per call`);
}

const states = Array.from({ length: 100 }, (_, i) => cubelab.randomStateFacelets(7, i));
const long = cubelab.randomMoves(5, 1000).moves;
const chunks = Array.from({ length: 4 }, (_, i) =>
  cubelab.statsChunk('cfop', { seed: 1, first: i * 10, count: 10 }),
);
time('playback of 1000 moves (1001 states and greyings)', 200, () =>
  cubelab.playback(long, undefined, 'f2l'),
);
time('solve beginner (about 150 moves, ready to play)', 100, (i) =>
  cubelab.solve('beginner', states[i % 100]),
);
time('solve cfop (ready to play)', 100, (i) => cubelab.solve('cfop', states[i % 100]));
time('statsChunk cfop, 100 samples', 5, (i) =>
  cubelab.statsChunk('cfop', { seed: 1, first: i * 100, count: 100 }),
);
time('statsChunk beginner, 1 sample', 200, (i) =>
  cubelab.statsChunk('beginner', { seed: 1, first: i, count: 1 }),
);
time('statsMerge of 4 chunks', 500, () => cubelab.statsMerge(chunks));
time('cases() (the whole library)', 50, () => cubelab.cases());
