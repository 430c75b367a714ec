// @ts-check
// The learn panel: every F2L, OLL and PLL case of the core's case library, grouped as the library
// groups them, with its algorithms. Choosing an algorithm demonstrates it on the cube. Cases can
// be marked as being learnt or learned, and a trainer (as the timer-based alg trainers do) shows a
// case turned at random, times its recognition and execution, and keeps the learner's record.
// The cases come from the worker; nothing here knows a cube.
import { escapeHtml } from './text.js';
import { loadProgress, meanTime, progressOf, recordAttempt, setStatus } from './progress.js';
import { caseDiagram } from './case_diagram.js';

// The trainer turns the top layer before showing a case, as a case comes up in a solve (the core
// gives the turn that undoes it).
const PRE_TURNS = ['', 'U', 'U2', "U'"];

// "OLL 27" -> "27", "PLL Aa" -> "Aa": the short label of a case button.
const shortName = (c) => (c.name.startsWith(`${c.set} `) ? c.name.slice(c.set.length + 1) : c.name);

const percent = (p) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function groupsOf(cases) {
  const groups = new Map();
  for (const c of cases) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    groups.get(c.group).push(c);
  }
  return groups;
}

// `sets` are the library's case sets in order; `loadCases(set)` resolves to the library's cases of
// one set, each with `shown`, the core's greying of the case for its step (or {error}); `onDemo(case, index)` demonstrates its algorithm `index`; `onTrain(case,
// preTurn)` shows a case after a U turn for the trainer; `invert(alg)` resolves to the core's
// inverse ({moves} or {error}); `stepDone(set, facelets)` (may be absent) resolves to {done} from
// the core; `initialSet`/`onSetChange` remember the chosen set; `colours()` is the colour scheme in
// use. Returns {load, handleKey, redraw, cubeTurned} (load when the panel is first shown; redraw
// after the colour scheme changed; cubeTurned with the cube's facelets after each turn the learner
// makes on the page).
export function createLearnPanel({
  root,
  sets,
  loadCases,
  onDemo,
  onTrain,
  invert,
  stepDone,
  initialSet,
  onSetChange,
  colours,
}) {
  const $ = (selector) => root.querySelector(selector);
  const select = $('#case-set');
  const grid = $('#case-grid');
  const detail = $('#case-detail');
  const loaded = new Map(); // set -> cases
  const progress = loadProgress();
  let chosen = null;
  let drill = null; // {info, undo, started, ms}: the trainer's case in play

  select.innerHTML = sets.map((s) => `<option>${escapeHtml(s)}</option>`).join('');
  select.value = sets.includes(initialSet) ? initialSet : sets.includes('OLL') ? 'OLL' : sets[0];

  async function showSet() {
    const set = select.value;
    if (!loaded.has(set)) {
      grid.innerHTML = '<p class="hint">Loading the cases…</p>';
      const cases = await loadCases(set);
      if (!Array.isArray(cases)) {
        grid.innerHTML = `<p class="error">${escapeHtml(cases?.error ?? 'The cases did not load.')}</p>`;
        return;
      }
      loaded.set(set, cases);
    }
    if (select.value !== set) return; // another set was chosen meanwhile
    renderGrid(loaded.get(set));
    showCase(null);
    renderRecord();
  }

  function renderGrid(cases) {
    // Last-layer cases are known by their top views, F2L cases by the corner of U, F and R.
    const picture = (c) => caseDiagram(c.facelets, c.set, colours(), c.shown ?? null);
    const button = (c) =>
      `<button type="button" class="case" data-name="${escapeHtml(c.name)}" data-status="${progressOf(progress, c.name).status}" aria-label="${escapeHtml(c.name)}" title="${escapeHtml(`${c.name}: ${percent(c.probability)} of solves`)}">${picture(c)}<span>${escapeHtml(shortName(c))}</span></button>`;
    grid.innerHTML = [...groupsOf(cases)]
      .map(
        ([group, members]) =>
          `<h4>${escapeHtml(group)}</h4><div class="case-buttons">${members.map(button).join('')}</div>`,
      )
      .join('');
  }

  function showCase(info) {
    chosen = info;
    for (const b of grid.querySelectorAll('.case')) {
      b.setAttribute('aria-pressed', String(b.dataset.name === info?.name));
      b.dataset.status = progressOf(progress, b.dataset.name).status;
    }
    if (!info) {
      detail.innerHTML = '<p class="hint">Pick a case to see its algorithms.</p>';
      return;
    }
    const status = progressOf(progress, info.name).status;
    const mark = (value, label) =>
      `<button type="button" class="mark" data-status="${value}" aria-pressed="${status === value}">${label}</button>`;
    detail.innerHTML =
      `<p><strong>${escapeHtml(info.name)}</strong> · ${escapeHtml(info.group)} · ${percent(info.probability)} of solves</p>` +
      `<div class="row">${mark('learning', 'Learning')}${mark('learned', 'Learned')}</div>` +
      '<p class="hint">Press an algorithm to see it on the cube.</p>' +
      `<ol class="algs">${info.algorithms
        .map(
          (alg, i) =>
            `<li><button type="button" class="alg" data-index="${i}" aria-label="Demonstrate ${escapeHtml(alg)}">${escapeHtml(alg)}</button></li>`,
        )
        .join('')}</ol>`;
  }

  // ---- the trainer ----

  // The cases being learnt, else those not learned yet, else all of the set.
  function candidates() {
    const cases = loaded.get(select.value) ?? [];
    const withStatus = (s) => cases.filter((c) => progressOf(progress, c.name).status === s);
    const learning = withStatus('learning');
    if (learning.length) return learning;
    const open = cases.filter((c) => progressOf(progress, c.name).status !== 'learned');
    return open.length ? open : cases;
  }

  async function next() {
    if (!loaded.has(select.value)) await showSet();
    const list = candidates();
    if (!list.length) return;
    const info = pick(list);
    const preTurn = pick(PRE_TURNS);
    const inverse = await invert(preTurn);
    const undo = inverse.error ? '' : inverse.moves;
    drill = null;
    showTrainerButtons('wait');
    await onTrain(info, preTurn);
    drill = { info, undo, started: performance.now() };
    $('#train-status').textContent = stepDone
      ? `Which ${info.set} case is this? Do it on the cube (keys or drag), or press Reveal (or Space).`
      : `Which ${info.set} case is this? Do it, then press Reveal (or Space).`;
    showTrainerButtons('reveal');
  }

  // `onCube`: the learner's turns on the page did the step (the time stops at that turn).
  function reveal(onCube = false) {
    if (!drill || drill.ms !== undefined) return false;
    drill.ms = performance.now() - drill.started;
    const { info, undo, ms } = drill;
    const first = undo ? `(${undo}) ` : '';
    $('#train-status').textContent =
      (onCube ? 'Done on the cube: ' : '') +
      `${info.name} (${info.group}) in ${seconds(ms)}: ${first}${info.algorithms[0]}`;
    showTrainerButtons('grade');
    $('#train-known').focus();
    return true;
  }

  function grade(known) {
    if (!drill || drill.ms === undefined) return;
    const kept = recordAttempt(progress, drill.info.name, known, drill.ms);
    $('#train-status').textContent += kept ? ' · recorded.' : ' · this browser refused to store it.';
    drill = null;
    showTrainerButtons('next');
    $('#train-next').focus();
    renderRecord();
    showCase(chosen);
  }

  function showTrainerButtons(stage) {
    $('#train-next').disabled = stage === 'wait';
    $('#train-reveal').disabled = stage !== 'reveal';
    $('#train-known').hidden = stage !== 'grade';
    $('#train-missed').hidden = stage !== 'grade';
  }

  // The learner's record for the cases of this set that were trained.
  function renderRecord() {
    const rows = (loaded.get(select.value) ?? [])
      .map((c) => [c.name, progressOf(progress, c.name)])
      .filter(([, p]) => p.attempts > 0);
    $('#train-table').innerHTML = rows.length
      ? '<thead><tr><th>Case</th><th>Status</th><th>Known</th><th>Mean time</th></tr></thead><tbody>' +
        rows
          .map(([name, p]) => {
            const mean = meanTime(p);
            return `<tr data-case="${escapeHtml(name)}"><th>${escapeHtml(name)}</th><td>${p.status}</td><td>${p.known} / ${p.attempts}</td><td>${mean === null ? '—' : seconds(mean)}</td></tr>`;
          })
          .join('') +
        '</tbody>'
      : '';
  }

  grid.addEventListener('click', (event) => {
    const button = event.target.closest('.case');
    if (!button) return;
    showCase(loaded.get(select.value).find((c) => c.name === button.dataset.name));
  });
  detail.addEventListener('click', (event) => {
    if (!chosen) return;
    const alg = event.target.closest('.alg');
    if (alg) onDemo(chosen, Number(alg.dataset.index));
    const mark = event.target.closest('.mark');
    if (mark) {
      const status = progressOf(progress, chosen.name).status;
      setStatus(progress, chosen.name, status === mark.dataset.status ? 'new' : mark.dataset.status);
      showCase(chosen);
      renderRecord();
    }
  });
  select.addEventListener('change', () => {
    onSetChange(select.value);
    drill = null;
    showTrainerButtons('next');
    $('#train-status').textContent = '';
    showSet();
  });
  $('#train-next').addEventListener('click', next);
  $('#train-reveal').addEventListener('click', reveal);
  $('#train-known').addEventListener('click', () => grade(true));
  $('#train-missed').addEventListener('click', () => grade(false));
  showTrainerButtons('next');

  // Space reveals the trainer's case (as trainers stop their timer); true when it was used.
  return {
    // The library is loaded when the panel is first shown, not with the page.
    load() {
      if (!loaded.has(select.value)) return showSet();
    },
    redraw() {
      if (loaded.has(select.value)) {
        renderGrid(loaded.get(select.value));
        showCase(chosen);
      }
    },
    handleKey(event) {
      if (event.key !== ' ' || !drill || drill.ms !== undefined) return false;
      event.preventDefault();
      return reveal();
    },
    // The trainer watches the cube: once the learner's turns have done the case's step (the core
    // decides, up to the final U turn), it stops the time as Reveal would.
    async cubeTurned(facelets) {
      const watched = drill;
      if (!stepDone || !watched || watched.ms !== undefined) return;
      const r = await stepDone(watched.info.set, facelets).catch(() => null);
      if (r?.done && drill === watched) reveal(true);
    },
  };
}
