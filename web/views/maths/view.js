// @ts-check
// The Maths view: the cube on screen, or a typed algorithm, pattern, facelet string or cycle
// notation, as an element of the cube group. Every figure about the cube comes from the core's
// info() (order, cycles, parities, the three conditions); the group's published facts sit beside
// it with their sources.
import { isError } from '../../kit/worker_client/api.js';
import { errorWithColumn, escapeHtml } from '../../kit/text.js';
import { drawNet } from '../../kit/cube/net.js';
import { finder } from '../../kit/dom.js';

// Positions at each distance from solved in the half-turn metric, d <= 10 (Rokicki, Kociemba,
// Davidson, Dethridge, SIAM Review 56(4), 2014, as printed in Monteiro 2020).
const POSITIONS_BY_DISTANCE = [
  '1',
  '18',
  '243',
  '3,240',
  '43,239',
  '574,908',
  '7,618,438',
  '100,803,036',
  '1,332,343,288',
  '17,596,479,795',
  '232,248,063,316',
];

const MARKUP = `
  <section class="card maths" aria-labelledby="maths-title">
    <h2 id="maths-title">Maths</h2>
    <div class="row wrap">
      <label for="maths-input">Algorithm or cube</label>
      <input id="maths-input" type="text" spellcheck="false" autocomplete="off"
        placeholder="R U2 D' B D', a pattern, facelets, or (UFR URB)" />
      <label><input id="maths-cycles" type="checkbox" /> cycle notation</label>
      <button type="button" id="maths-show" class="primary">Show</button>
      <button type="button" id="maths-current">The cube on screen</button>
    </div>
    <p id="maths-error" class="error" role="alert"></p>
    <dl id="maths-facts" class="maths-facts" aria-live="polite"></dl>
  </section>
  <section class="card" id="thistle" aria-labelledby="thistle-title" hidden>
    <h2 id="thistle-title">Thistlethwaite's algorithm, stage by stage</h2>
    <p class="hint">Four nested groups, each stage solved within the next one's moves, for the cube
      above: its moves per stage beside the stage's bound, and the pieces the stage works on (the
      rest greyed, at the stage's start). Cosets and bounds: Thistlethwaite (1981), as tabulated by
      Jaap Scherphuis (jaapsch.net/puzzles/thistle.htm): 7 + 10 + 13 + 15 = 45 moves with optimal
      stages, 52 in the original.</p>
    <div class="compare-table-wrap" tabindex="0" role="region" aria-label="Thistlethwaite stages">
      <table class="stats-table" aria-label="Thistlethwaite stages">
        <thead><tr><th>Stage</th><th>Group reached</th><th>Moves used</th><th>Fixes</th>
          <th>Cosets</th><th>This cube</th><th>At most</th><th>Works on</th></tr></thead>
        <tbody id="thistle-rows"></tbody>
      </table>
    </div>
  </section>
  <section class="card" aria-labelledby="group-title">
    <h2 id="group-title">The cube group</h2>
    <dl class="maths-facts">
      <dt>Positions (order of the group)</dt>
      <dd>43,252,003,274,489,856,000 = 2<sup>27</sup> · 3<sup>14</sup> · 5<sup>3</sup> · 7<sup>2</sup> · 11</dd>
      <dt>A cube can be solved exactly when</dt>
      <dd>its corner and edge permutations have the same parity, its corner twists sum to 0 (mod 3) and
        its edge flips to 0 (mod 2): one assembled cube in 12 can be solved.</dd>
      <dt>Largest order of an element</dt>
      <dd>1,260, e.g. <code>R U2 D' B D'</code></dd>
      <dt>God's number</dt>
      <dd>20 face turns (HTM; Rokicki, Kociemba, Davidson, Dethridge 2010), reached by the superflip;
        26 quarter turns (QTM; Kociemba, Rokicki 2014), reached by the superflip composed with the
        four-spot. The superflip alone is 24q (Reid).</dd>
    </dl>
    <table class="stats-table" aria-label="Positions by distance">
      <thead><tr><th>Distance (HTM)</th><th>Positions</th></tr></thead>
      <tbody>${POSITIONS_BY_DISTANCE.map((n, d) => `<tr><td>${d}</td><td>${n}</td></tr>`).join('')}</tbody>
    </table>
    <p class="hint">Exact counts to distance 10 (Rokicki et al., SIAM Review 2014); the rest of the
      table, to 20, is at cube20.org.</p>
  </section>`;

const CONDITIONS = {
  parity: 'the corner and edge permutations have different parities (one swap too many)',
  twist: 'the corner twists do not sum to 0 (mod 3) (a corner is twisted in place)',
  flip: 'the edge flips do not sum to 0 (mod 2) (an edge is flipped in place)',
};

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView({ root, session, api, info, settings }) {
  root.innerHTML = MARKUP;
  const $ = finder(root);
  if (!info.calls.includes('info')) {
    $('#maths-facts').innerHTML = '<p class="hint">This build has no group figures.</p>';
    return {};
  }

  const hasThistlethwaite =
    info.methods.some((m) => m.name === 'thistlethwaite') && info.calls.includes('thistlethwaiteStages');
  /** @type {ReturnType<typeof api.thistlethwaiteStages> | null} */
  let stages = null;

  // The Thistlethwaite stages for a solvable cube (typed as text the core reads): the core's stage
  // facts, and its solve's phases for the lengths and the greying at each stage's start.
  async function showStages(/** @type {string | null} */ text) {
    if (!hasThistlethwaite) return;
    stages ??= api.thistlethwaiteStages();
    const facts = await stages;
    if (isError(facts)) return;
    const solved = text === null ? null : await api.solve('thistlethwaite', text);
    const answer = solved && !isError(solved) ? solved : null;
    let before = answer?.start ?? '';
    const rows = facts.map((stage) => {
      const phase = answer?.phases.find((p) => p.name === stage.phase);
      const start = before;
      if (phase?.states.length) before = phase.states[phase.states.length - 1];
      const tr = document.createElement('tr');
      const cells = [
        phase?.label ?? stage.phase,
        stage.group,
        stage.moves,
        stage.fixes,
        stage.cosets.toLocaleString('en'),
        phase ? String(phase.length) : '—',
        String(stage.maxMoves),
      ];
      tr.innerHTML = cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('') + '<td></td>';
      if (phase && start) {
        const net = document.createElement('div');
        drawNet(net, start, settings.colours, {
          label: `${phase.label}: the pieces it works on`,
          shown: phase.shown[0],
        });
        const focus = document.createElement('div');
        focus.className = 'hint';
        focus.textContent = phase.focus.replaceAll('-', ' ');
        tr.lastElementChild?.append(net, focus);
      }
      return tr;
    });
    $('#thistle-rows').replaceChildren(...rows);
    $('#thistle').hidden = false;
  }

  /** @param {string} text */
  async function show(text) {
    const cycles = $('#maths-cycles').checked;
    const r = await api.info(text, { cycles });
    if (isError(r)) {
      $('#maths-error').innerHTML = errorWithColumn(r.error, text, r.column ?? 0);
      $('#maths-facts').innerHTML = '';
      return;
    }
    $('#maths-error').textContent = '';
    const failed = r.failed.map((f) => `<li>${escapeHtml(CONDITIONS[f])}</li>`).join('');
    const rows = [
      ['Order', r.solvable ? `${r.order.toLocaleString('en')} (repetitions that return the cube)` : '—'],
      ['Corners', `<code>${escapeHtml(r.corners)}</code>`],
      ['Edges', `<code>${escapeHtml(r.edges)}</code>`],
      ['Corner permutation parity', r.parity ? 'odd' : 'even'],
      ['Edge permutation parity', r.edgeParity ? 'odd' : 'even'],
      ['Corner twist sum (mod 3)', String(r.twist)],
      ['Edge flip sum (mod 2)', String(r.flip)],
      ['Solvable', r.solvable ? 'yes: all three conditions hold' : `no: <ul>${failed}</ul>`],
    ];
    $('#maths-facts').innerHTML = rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
    await showStages(r.solvable && !cycles ? text : null);
  }

  $('#maths-show').addEventListener('click', () => show($('#maths-input').value.trim()));
  $('#maths-input').addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    if (e.key === 'Enter') show($('#maths-input').value.trim());
  });
  $('#maths-current').addEventListener('click', () => {
    $('#maths-cycles').checked = false;
    $('#maths-input').value = session.cube;
    show(session.cube);
  });
  return {
    open: () => {
      if (!$('#maths-input').value) {
        $('#maths-input').value = session.cube;
        show(session.cube);
      }
    },
    cubeTurned: (/** @type {string} */ facelets) => {
      if ($('#maths-input').value.length === 54) {
        $('#maths-input').value = facelets;
        show(facelets);
      }
    },
  };
}
