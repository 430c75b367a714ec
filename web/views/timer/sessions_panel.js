// @ts-check
// The Timer view's sessions: choose, create, rename and delete them; the session's figures (the
// core's `sessionsFigures`: best, worst, mean, ao5/12/50/100 current and best, csTimer's
// trimming), its solves with their penalty and comment editable, csTimer import and export
// (`sessionsImport`, `sessionsExport`) and the chart. Kept in the `sessions` store.
import { finder } from '../../kit/dom.js';
import { downloadText } from '../../kit/download.js';
import { isError } from '../../kit/worker_client/api.js';
import { storage } from '../../kit/storage/storage.js';
import { loadTimerData, saveTimerData } from './sessions_store.js';
import { createTimesChart } from './times_chart.js';
import { PHASES, phaseMeans } from './phase_means.js';

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const LISTED = 100; // the latest solves listed; the figures and chart count every one

const MARKUP = `
  <section class="card" aria-labelledby="timer-session-heading">
    <h2 id="timer-session-heading">Sessions</h2>
    <div class="row wrap">
      <label for="timer-session">Session</label>
      <select id="timer-session"></select>
      <button type="button" id="timer-new">New session</button>
      <button type="button" id="timer-delete">Delete session</button>
    </div>
    <form id="timer-rename-form" class="row wrap" autocomplete="off">
      <label for="timer-session-name">Name</label>
      <input id="timer-session-name" type="text" maxlength="100" />
      <button type="submit" id="timer-rename">Rename</button>
    </form>
    <table id="timer-figures" class="timer-figures">
      <thead><tr><th scope="col"></th><th scope="col">current</th><th scope="col">best</th></tr></thead>
      <tbody></tbody>
    </table>
    <p id="timer-figures-note" class="hint" aria-live="polite"></p>
    <table id="timer-phase-means" class="timer-figures" hidden>
      <caption>Phase means over this session's smart-cube solves</caption>
      <thead><tr><th scope="col"></th><th scope="col">mean (s)</th></tr></thead>
      <tbody></tbody>
    </table>
    <div id="timer-files" class="row wrap">
      <label for="timer-import">Import a csTimer file</label>
      <input id="timer-import" type="file" accept=".txt,.json,application/json,text/plain" />
      <button type="button" id="timer-export-cstimer">Export csTimer file</button>
      <button type="button" id="timer-export-csv">Export CSV</button>
    </div>
    <p id="timer-file-status" class="hint" aria-live="polite"></p>
  </section>
  <section class="card" aria-labelledby="timer-solves-heading">
    <h2 id="timer-solves-heading">Solves</h2>
    <p id="timer-solves-note" class="hint"></p>
    <table id="timer-solves" class="timer-solves">
      <thead><tr><th scope="col">No.</th><th scope="col">Time</th><th scope="col">Penalty</th>
        <th scope="col">Comment</th><th scope="col">Date</th><th scope="col">Scramble</th><th scope="col"></th></tr></thead>
      <tbody></tbody>
    </table>
  </section>
  <section class="card" aria-labelledby="timer-chart-heading">
    <h2 id="timer-chart-heading">Times</h2>
    <div class="timer-chart-box"><canvas id="timer-chart"></canvas></div>
    <div class="timer-chart-box"><canvas id="timer-histogram"></canvas></div>
  </section>`;

/** @typedef {import('./sessions_store.js').TimerSession} TimerSession */
/** @typedef {import('./sessions_store.js').Solve} Solve */
/** @typedef {import('../../../wasm/cubelab').SessionFigure} Figure */

/** A figure as csTimer shows it: seconds with hundredths, DNF, or a dash (too few solves). */
export const figureText = (/** @type {Figure | undefined} */ f) =>
  f === null || f === undefined ? '–' : f === 'DNF' ? 'DNF' : (f / 1000).toFixed(2);

/** A solve as the core reads it back: without its computed result. @param {Solve} s @returns {Solve} */
function keptSolve(s) {
  /** @type {Solve} */
  const out = {
    ms: s.ms,
    penalty: s.penalty,
    scramble: s.scramble ?? '',
    comment: s.comment ?? '',
    date: s.date ?? 0,
  };
  if (s.splits?.length) out.splits = s.splits;
  if (s.reconstruction) out.reconstruction = s.reconstruction;
  return out;
}

const forCore = (/** @type {TimerSession[]} */ list) => ({
  sessions: list.map((s) => ({ name: s.name, options: s.options, list: s.list })),
});

/**
 * @param {HTMLElement} root
 * @param {import('../../kit/context.js').ViewContext} ctx
 */
export function createSessionsPanel(root, ctx) {
  const { api } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  // A module without the sessions calls (an older build): no figures, no csTimer files offered.
  const hasSessions = ['sessionsImport', 'sessionsFigures', 'sessionsExport'].every((c) =>
    ctx.info.calls.includes(c),
  );
  $('#timer-files').hidden = !hasSessions;
  const data = loadTimerData();
  const chart = createTimesChart(
    /** @type {HTMLCanvasElement} */ (root.querySelector('#timer-chart')),
    /** @type {HTMLCanvasElement} */ (root.querySelector('#timer-histogram')),
    api,
  );
  let shown = 0; // the latest render asked for; older answers are dropped

  const current = () => /** @type {TimerSession} */ (data.sessions.find((s) => s.id === data.current));

  function newSession(/** @type {string} */ name) {
    /** @type {TimerSession} */
    const session = { id: crypto.randomUUID(), name, options: '', list: [] };
    data.sessions.push(session);
    data.current = session.id;
    return session;
  }
  if (!data.sessions.length) newSession('Session 1');
  if (!current()) data.current = data.sessions[0].id;

  async function changed() {
    saveTimerData(data);
    await render();
  }

  function drawSessions() {
    const select = $('#timer-session');
    select.replaceChildren(
      ...data.sessions.map((s) => {
        const option = document.createElement('option');
        option.value = s.id;
        option.textContent = `${s.name} (${s.list.length})`;
        return option;
      }),
    );
    select.value = data.current;
    $('#timer-session-name').value = current().name;
  }

  /** @param {import('../../../wasm/cubelab').Session} figures */
  function drawFigures(figures) {
    /** @type {[string, Figure, Figure?][]} */
    const rows = [
      ['solves', figures.solves],
      ['DNF', figures.dnf],
      ['best', figures.best],
      ['worst', figures.worst],
      ['mean', figures.mean],
      ...['ao5', 'ao12', 'ao50', 'ao100'].map((k) => {
        const a = /** @type {import('../../../wasm/cubelab').SessionAverage} */ (
          figures[/** @type {'ao5'} */ (k)]
        );
        return /** @type {[string, Figure, Figure]} */ ([k, a.current, a.best]);
      }),
    ];
    $('#timer-figures tbody').replaceChildren(
      ...rows.map(([name, value, best]) => {
        const tr = document.createElement('tr');
        const th = document.createElement('th');
        th.scope = 'row';
        th.textContent = name;
        tr.append(th);
        const counts = name === 'solves' || name === 'DNF';
        for (const [which, f] of /** @type {[string, Figure | undefined][]} */ ([
          ['current', value],
          ['best', best],
        ])) {
          const td = document.createElement('td');
          if (f !== undefined) {
            td.dataset.figure = `${name}-${which}`;
            td.dataset.value = f === null ? 'null' : String(f);
            td.textContent = counts ? String(f) : figureText(f);
          }
          tr.append(td);
        }
        return tr;
      }),
    );
  }

  /** @param {TimerSession} session @param {import('../../../wasm/cubelab').SessionSolve[]} results */
  function drawSolves(session, results) {
    const n = session.list.length;
    $('#timer-solves-note').textContent = n > LISTED ? `The latest ${LISTED} of ${n} solves.` : '';
    const rows = [];
    for (let i = n - 1; i >= Math.max(0, n - LISTED); i--)
      rows.push(solveRow(session, i, results[i]?.result));
    $('#timer-solves tbody').replaceChildren(...rows);
  }

  /** @param {TimerSession} session @param {number} i @param {Figure | undefined} result */
  function solveRow(session, i, result) {
    const solve = session.list[i];
    const no = i + 1;
    const tr = document.createElement('tr');
    tr.dataset.ms = String(solve.ms);
    const cell = (/** @type {string | Node} */ content) => {
      const td = document.createElement('td');
      td.append(content);
      tr.append(td);
      return td;
    };
    cell(String(no));
    cell(`${figureText(result)}${solve.penalty === '+2' ? '+' : ''}`).dataset.result = String(result);
    const penalty = document.createElement('select');
    penalty.setAttribute('aria-label', `Penalty of solve ${no}`);
    for (const p of ['none', '+2', 'DNF']) penalty.add(new Option(p, p));
    penalty.value = solve.penalty;
    penalty.addEventListener('change', () => {
      solve.penalty = /** @type {Solve['penalty']} */ (penalty.value);
      changed();
    });
    cell(penalty);
    const comment = document.createElement('input');
    comment.type = 'text';
    comment.value = solve.comment ?? '';
    comment.setAttribute('aria-label', `Comment on solve ${no}`);
    comment.addEventListener('change', () => {
      solve.comment = comment.value;
      saveTimerData(data);
    });
    cell(comment);
    cell(solve.date ? new Date(solve.date * 1000).toLocaleString() : '');
    cell(solve.scramble ?? '').className = 'timer-solve-scramble';
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = 'Delete';
    remove.setAttribute('aria-label', `Delete solve ${no}`);
    remove.addEventListener('click', () => {
      session.list.splice(i, 1);
      changed();
    });
    cell(remove);
    return tr;
  }

  async function render() {
    const ticket = ++shown;
    const session = current();
    drawSessions();
    if (!hasSessions) {
      $('#timer-figures-note').textContent = 'This build of the core has no session figures.';
      return drawSolves(session, []);
    }
    const answer = await api.sessionsFigures(forCore([session]));
    if (ticket !== shown) return;
    if (isError(answer)) {
      $('#timer-figures-note').textContent = `The figures could not be computed: ${answer.error}`;
      return drawSolves(session, []);
    }
    $('#timer-figures-note').textContent = '';
    drawFigures(answer.sessions[0]);
    drawSolves(session, answer.sessions[0].list);
    await Promise.all([chart.draw(session, answer.sessions[0].list), drawPhaseMeans(session, ticket)]);
  }

  /** @param {import('./sessions_store.js').TimerSession} session @param {number} ticket */
  async function drawPhaseMeans(session, ticket) {
    const { means, count } = await phaseMeans(api, session.list);
    if (ticket !== shown) return;
    const table = $('#timer-phase-means');
    table.hidden = count === 0;
    /** @type {HTMLElement} */ (table.querySelector('caption')).textContent =
      `Phase means over this session's ${count} smart-cube solve${count === 1 ? '' : 's'} (the core's analysis)`;
    /** @type {HTMLElement} */ (table.querySelector('tbody')).replaceChildren(
      ...PHASES.map(([name, label]) => {
        const tr = document.createElement('tr');
        const value = means[name];
        tr.dataset.phase = name;
        tr.dataset.value = value === null ? 'null' : String(Math.round(value));
        tr.innerHTML = '<th scope="row"></th><td></td>';
        tr.cells[0].textContent = label;
        tr.cells[1].textContent = value === null ? '–' : (value / 1000).toFixed(2);
        return tr;
      }),
    );
  }

  // Another tab changed the sessions: show its data (the session in use here stays in use), so a
  // later save here does not put back what that tab changed.
  storage.addEventListener('change', (event) => {
    const names = /** @type {CustomEvent<string[]>} */ (event).detail;
    if (!names.includes('sessions')) return;
    const inUse = data.current;
    Object.assign(data, loadTimerData());
    if (data.sessions.some((s) => s.id === inUse)) data.current = inUse;
    if (!data.sessions.length) newSession('Session 1');
    if (!current()) data.current = data.sessions[0].id;
    render();
  });

  $('#timer-session').addEventListener('change', () => {
    data.current = $('#timer-session').value;
    changed();
  });
  $('#timer-new').addEventListener('click', () => {
    newSession(`Session ${data.sessions.length + 1}`);
    changed();
  });
  $('#timer-rename-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('#timer-session-name').value.trim();
    if (!name) return;
    current().name = name;
    changed();
  });
  $('#timer-delete').addEventListener('click', () => {
    const session = current();
    const solves = `${session.list.length} solve${session.list.length === 1 ? '' : 's'}`;
    if (!confirm(`Delete the session "${session.name}" and its ${solves}?`)) return;
    data.sessions = data.sessions.filter((s) => s !== session);
    if (!data.sessions.length) newSession('Session 1');
    data.current = data.sessions[0].id;
    changed();
  });

  $('#timer-import').addEventListener('change', async () => {
    const input = /** @type {HTMLInputElement} */ ($('#timer-import'));
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const status = $('#timer-file-status');
    if (file.size > MAX_IMPORT_BYTES)
      return (status.textContent = `Not imported: the file is larger than 20 MB; a csTimer export is much smaller.`);
    const answer = await api.sessionsImport(await file.text());
    if (isError(answer)) return (status.textContent = `Not imported, nothing changed: ${answer.error}`);
    let solves = 0;
    for (const s of answer.sessions) {
      data.sessions.push({
        id: crypto.randomUUID(),
        name: s.name,
        options: s.options,
        list: s.list.map(keptSolve),
      });
      solves += s.list.length;
    }
    if (answer.sessions.length)
      data.current = data.sessions[data.sessions.length - answer.sessions.length].id;
    status.textContent = `Imported ${answer.sessions.length} session${answer.sessions.length === 1 ? '' : 's'} with ${solves} solve${solves === 1 ? '' : 's'}.`;
    await changed();
  });

  async function exportAs(/** @type {'cstimer' | 'csv'} */ format) {
    const answer = await api.sessionsExport(forCore(data.sessions), format);
    if (isError(answer)) return ($('#timer-file-status').textContent = `Not exported: ${answer.error}`);
    const day = new Date().toISOString().slice(0, 10);
    if (format === 'csv') downloadText(`cubelab-sessions-${day}.csv`, answer.text, 'text/csv');
    else downloadText(`cstimer-${day}.txt`, answer.text, 'application/json');
  }
  $('#timer-export-cstimer').addEventListener('click', () => exportAs('cstimer'));
  $('#timer-export-csv').addEventListener('click', () => exportAs('csv'));

  return {
    show: render,
    /** A solve timed: added to the session in use. @param {Solve} solve */
    addSolve(solve) {
      current().list.push(solve);
      return changed();
    },
    /** The timer's settings, kept with the sessions. @param {{inspection: boolean, holdMs: number}} options */
    saveOptions(options) {
      Object.assign(data, options);
      saveTimerData(data);
    },
  };
}
