// wasm/cubelab.d.ts against what the module answers: every function called on inputs that bring
// out each optional field (and an error), each answer type-checked by TypeScript against the d.ts
// (dts_check.mjs). The answers' shapes are core/json/'s encoders, so a field added to an encoder
// and not to the d.ts, or the other way round, fails here. solveOptimal and buildOptimalTable are
// checked in optimal.test.mjs, which builds their table anyway.
import { test, before } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { loadCubeLab } from './load.mjs';
import { checkTypes } from './dts_check.mjs';
import { photographFacelets } from '../lib/scan_samples.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const SCRAMBLE = "D2 F' R2 U L2 B2 R' D' F2 U2 B' L D2 R F' U' B2 L' D R2 U";
// An impossible cube (one corner twisted), which info describes rather than refuses.
const TWISTED = 'UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

// A csTimer export with +2, DNF, phases, a reconstruction and an empty session.
const sessionsFile = readFileSync(new URL('../data/cstimer-export.json', import.meta.url), 'utf8');

let cubelab;
// A CFOP solve as a person writes it, with csTimer timestamps: the module's own CFOP answer (OLL and
// PLL from the library, a cross whose best over all colours is looked for, one-slot pairs), each
// move stamped 150 ms after the one before.
let timedSolve;
before(async () => {
  cubelab = await loadCubeLab();
  let ms = 0;
  const stamped = (moves) => moves.map((move) => `${move}/*${(ms += 150)}*/`).join(' ');
  const steps = cubelab.solve('cfop', SCRAMBLE).phases.filter((p) => p.moves.length > 0);
  timedSolve = steps.map((p) => `${stamped(p.moves)} // ${p.name}`).join('\n');
});

// [call text, answer type, the call]: one line per answer checked.
function answers() {
  const chunks = [
    cubelab.statsChunk('cfop', { seed: 2, first: 0, count: 3 }),
    cubelab.statsChunk('cfop', { seed: 2, first: 3, count: 2 }),
  ];
  const compareChunks = [0, 2].map((first) =>
    cubelab.statsCompareChunk('beginner', { length: 5, seed: 1, first, count: 2 }),
  );
  const twoPhaseBytes = cubelab.saveTwoPhaseTables();
  return [
    ["apply('R U')", "Answer<'apply'>", () => cubelab.apply('R U')],
    ["apply('R', SOLVED)", "Answer<'apply'>", () => cubelab.apply('R', SOLVED)],
    ["apply('R Q')", 'CubeLabError', () => cubelab.apply('R Q')],
    ['validate(SOLVED)', "Answer<'validate'>", () => cubelab.validate(SOLVED)],
    ["validate('UUU')", 'CubeLabError', () => cubelab.validate('UUU')],
    ["moves('R R U')", "Answer<'moves'>", () => cubelab.moves("R R U'")],
    ['scan(samples)', "Answer<'scan'>", () => cubelab.scan(photographFacelets(SOLVED, 1))],
    ["scan('1 2 3')", 'CubeLabError', () => cubelab.scan('1 2 3')],
    ['methods()', "Answer<'methods'>", () => cubelab.methods()],
    ['cubeFromText(moves)', "Answer<'cubeFromText'>", () => cubelab.cubeFromText("R U R'")],
    ['cubeFromText(pattern)', "Answer<'cubeFromText'>", () => cubelab.cubeFromText('superflip')],
    ['cubeFromText(facelets)', "Answer<'cubeFromText'>", () => cubelab.cubeFromText(SOLVED)],
    ["invert('R U')", "Answer<'invert'>", () => cubelab.invert('R U')],
    ['solve(cfop)', "Answer<'solve'>", () => cubelab.solve('cfop', SCRAMBLE)],
    ['solve(beginner)', "Answer<'solve'>", () => cubelab.solve('beginner', SCRAMBLE)],
    ['solve(twophase)', "Answer<'solve'>", () => cubelab.solve('twophase', "R U R' U R U2 R'")],
    ['solve(twophase, qtm)', "Answer<'solve'>", () => cubelab.solve('twophase', SCRAMBLE, { metric: 'qtm' })],
    ['solve(thistlethwaite)', "Answer<'solve'>", () => cubelab.solve('thistlethwaite', SCRAMBLE)],
    ['solve(xcross)', "Answer<'solve'>", () => cubelab.solve('xcross', SCRAMBLE, { colour: 'neutral' })],
    ["solve('nope')", 'CubeLabError', () => cubelab.solve('nope', 'R')],
    ['benchApplyMoves(2000, 1)', "Answer<'benchApplyMoves'>", () => cubelab.benchApplyMoves(2000, 1)],
    ['playback(alg)', "Answer<'playback'>", () => cubelab.playback("R U R' U'")],
    ['playback(alg, start, focus)', "Answer<'playback'>", () => cubelab.playback("R U R'", SOLVED, 'f2l')],
    ['moveGeometry()', "Answer<'moveGeometry'>", () => cubelab.moveGeometry()],
    ['randomMoves(3, 25)', "Answer<'randomMoves'>", () => cubelab.randomMoves(3, 25)],
    ['scramble(4, 2)', "Answer<'scramble'>", () => cubelab.scramble(4, 2)],
    ['patterns()', "Answer<'patterns'>", () => cubelab.patterns()],
    ['route(compare)', "Answer<'route'>", () => cubelab.route('solved', 'six spots', { compare: true })],
    [
      'route(qtm)',
      "Answer<'route'>",
      () => cubelab.route('checkerboard', 'R U', { metric: 'qtm', refine: true }),
    ],
    ["route('nowhere')", 'CubeLabError', () => cubelab.route('nowhere', 'solved')],
    ['buildTwoPhaseTables()', "Answer<'buildTwoPhaseTables'>", () => cubelab.buildTwoPhaseTables()],
    [
      'loadTwoPhaseTables(bytes)',
      "Answer<'loadTwoPhaseTables'>",
      () => cubelab.loadTwoPhaseTables(twoPhaseBytes),
    ],
    ["loadTwoPhaseTables('x')", 'CubeLabError', () => cubelab.loadTwoPhaseTables('x')],
    ['randomStateFacelets(1, 2)', "Answer<'randomStateFacelets'>", () => cubelab.randomStateFacelets(1, 2)],
    ['info(bounds)', "Answer<'info'>", () => cubelab.info(SCRAMBLE, { bounds: true })],
    ['info(impossible)', "Answer<'info'>", () => cubelab.info(TWISTED)],
    ['info(cycles)', "Answer<'info'>", () => cubelab.info('(UF UR)+ (URF UBR)', { cycles: true })],
    ['thistlethwaiteStages()', "Answer<'thistlethwaiteStages'>", () => cubelab.thistlethwaiteStages()],
    ['optimalTableReady()', "Answer<'optimalTableReady'>", () => cubelab.optimalTableReady()],
    ['loadOptimalTable(bytes)', 'CubeLabError', () => cubelab.loadOptimalTable(new Uint8Array(8))],
    ["solveOptimal('Q')", 'CubeLabError', () => cubelab.solveOptimal('Q')],
    ['threadsAvailable()', "Answer<'threadsAvailable'>", () => cubelab.threadsAvailable()],
    ['stats()', "Answer<'stats'>", () => cubelab.stats('cfop', { samples: 3, seed: 1, metric: 'qtm' })],
    ['statsChunk()', "Answer<'statsChunk'>", () => chunks[0]],
    ['statsMerge()', "Answer<'statsMerge'>", () => cubelab.statsMerge(chunks)],
    ['statsCombine()', "Answer<'statsCombine'>", () => cubelab.statsCombine(chunks)],
    ['statsMerge([])', 'CubeLabError', () => cubelab.statsMerge([])],
    ["statsExactCross('red')", "Answer<'statsExactCross'>", () => cubelab.statsExactCross('red')],
    [
      'statsCompare()',
      "Answer<'statsCompare'>",
      () => cubelab.statsCompare({ methods: ['cfop'], lengths: [4, -1], samples: 2 }),
    ],
    ['statsCompareChunk()', "Answer<'statsCompareChunk'>", () => compareChunks[0]],
    ['statsCompareMerge()', "Answer<'statsCompareMerge'>", () => cubelab.statsCompareMerge(compareChunks)],
    ['statsMilestones()', "Answer<'statsMilestones'>", () => cubelab.statsMilestones()],
    ['sessionsImport(export)', "Answer<'sessionsImport'>", () => cubelab.sessionsImport(sessionsFile)],
    ["sessionsImport('{')", 'CubeLabError', () => cubelab.sessionsImport('{')],
    [
      'sessionsFigures(imported)',
      "Answer<'sessionsFigures'>",
      () => cubelab.sessionsFigures(cubelab.sessionsImport(sessionsFile)),
    ],
    [
      "sessionsExport(imported, 'cstimer')",
      "Answer<'sessionsExport'>",
      () => cubelab.sessionsExport(cubelab.sessionsImport(sessionsFile), 'cstimer'),
    ],
    [
      "sessionsExport(imported, 'csv')",
      "Answer<'sessionsExport'>",
      () => cubelab.sessionsExport(cubelab.sessionsImport(sessionsFile), 'csv'),
    ],
    ['cases()', "Answer<'cases'>", () => cubelab.cases()],
    ["cases('F2L', {slot})", "Answer<'cases'>", () => cubelab.cases('F2L', { slot: 'BL' })],
    ["cases('nope')", 'CubeLabError', () => cubelab.cases('nope')],
    ['stepDone()', "Answer<'stepDone'>", () => cubelab.stepDone('PLL', SOLVED)],
    [
      'caseScramble(PLL T)',
      "Answer<'caseScramble'>",
      () => cubelab.caseScramble({ case: 'PLL T', seed: 3, count: 2 }),
    ],
    [
      'caseScramble(F2L)',
      "Answer<'caseScramble'>",
      () => cubelab.caseScramble({ set: 'F2L', slot: 'FL', seed: 3 }),
    ],
    [
      'checkAlgorithm()',
      "Answer<'checkAlgorithm'>",
      () => cubelab.checkAlgorithm('F2L 1', "y' U R U' R' y", { slot: 'FL' }),
    ],
    ["checkAlgorithm('PLL T', 'R')", 'CubeLabError', () => cubelab.checkAlgorithm('PLL T', 'R')],
    ['caseMirrors()', "Answer<'caseMirrors'>", () => cubelab.caseMirrors('OLL 27')],
    ['mirror()', "Answer<'mirror'>", () => cubelab.mirror("R U R'")],
    [
      'algorithmAufs()',
      "Answer<'algorithmAufs'>",
      () =>
        cubelab.algorithmAufs(
          'PLL',
          cubelab.apply("U R U R' U' R' F R2 U' R' U' R U R' F'").facelets,
          "R U R' U' R' F R2 U' R' U' R U R' F'",
        ),
    ],
    ['crossPractice()', "Answer<'crossPractice'>", () => cubelab.crossPractice(SCRAMBLE)],
    ['crossScramble()', "Answer<'crossScramble'>", () => cubelab.crossScramble(4, 2, 2)],
    ['analyse(timed)', "Answer<'analyse'>", () => cubelab.analyse(SCRAMBLE, timedSolve, { time: 9 })],
    ['analyse(unsolved)', "Answer<'analyse'>", () => cubelab.analyse("R U R' U'", "U R U R'")],
    ['analyse(typo)', 'CubeLabError', () => cubelab.analyse('R', 'Q')],
    ['annotatedAlg()', "Answer<'annotatedAlg'>", () => cubelab.annotatedAlg('R /*100*/ U // hi\n. (R U)2')],
    [
      'algLink(link)',
      "Answer<'algLink'>",
      () => cubelab.algLink('https://alg.cubing.net/?setup=R_U&alg=U-_R-'),
    ],
    ['algLink(text)', "Answer<'algLink'>", () => cubelab.algLink('R U')],
    ['phaseInfo()', "Answer<'phaseInfo'>", () => cubelab.phaseInfo('f2l-2')],
  ];
}

test('every answer has the type wasm/cubelab.d.ts declares', () => {
  const checked = answers().map(([call, type, run]) => ({ call, type, value: run() }));
  // An error where an answer is expected (or the other way round) is a wrong input here, not a type.
  for (const { call, type, value } of checked)
    assert.equal(
      type === 'CubeLabError',
      Boolean(value?.error),
      `${call}: ${JSON.stringify(value).slice(0, 200)}`,
    );
  assert.deepEqual(checkTypes(checked), []);
});

test('the answers bring out every optional field the d.ts declares that these calls can give', () => {
  const solve = cubelab.solve('twophase', "R U R' U R U2 R'");
  for (const field of ['nodes', 'optimal', 'lower_bound']) assert.ok(field in solve, field);
  const route = cubelab.route('solved', 'six spots', { compare: true });
  for (const field of ['naive', 'direct', 'inverse']) assert.ok(field in route, field);
  const info = cubelab.info(SCRAMBLE, { bounds: true });
  for (const field of ['twophase', 'twophaseOptimal', 'thistlethwaite']) assert.ok(field in info, field);
  const steps = cubelab.analyse(SCRAMBLE, timedSolve, { time: 9 }).steps;
  for (const field of ['in_library', 'best_any_colour'])
    assert.ok(
      steps.some((s) => field in s),
      field,
    );
  assert.ok(steps.some((s) => s.case_view !== null && s.ms !== null));
});

test('the checker finds a field the d.ts lacks and a field the answer lacks', () => {
  const value = cubelab.moves('R U');
  const [extra] = checkTypes([
    { call: 'moves + extra', type: "Answer<'moves'>", value: { ...value, extra: 1 } },
  ]);
  assert.match(extra, /^moves \+ extra: .*extra/);
  const { stm, ...short } = value;
  const [missing] = checkTypes([{ call: 'moves - stm', type: "Answer<'moves'>", value: short }]);
  assert.match(missing, /^moves - stm: .*stm/);
});
