// @ts-check
// The learn panel: every case of a set of the core's case library (F2L, OLL, PLL, the 2-look
// sets), grouped as the library groups them, with its picture. A case's detail lists its
// algorithms: each can be demonstrated on the cube and chosen as the learner's own, and the
// learner can add algorithms (the core checks them, and refuses one with its reason) and take the
// mirrors the core finds. Cases are chosen for drilling one by one, by group, all, none, or those
// being learnt. Nothing here knows a cube: states, checks and greying come from the worker.
import { escapeHtml, errorWithColumn } from '../../kit/text.js';
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import {
  caseRecord,
  caseStats,
  updateCase,
  saveRecords,
  slotAlgorithms,
  updateAlgorithms,
} from './records.js';
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';

// "OLL 27" -> "27", "PLL Aa" -> "Aa": the short label of a case button.
const shortName = (/** @type {{name: string, set: string}} */ c) =>
  c.name.startsWith(`${c.set} `) ? c.name.slice(c.set.length + 1) : c.name;
const percent = (/** @type {number} */ p) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;
const SLOTS = ['FR', 'FL', 'BL', 'BR'];

/** @typedef {import('../../kit/worker_client/api.js').CaseInfo & {shown?: string}} Case */

function groupsOf(/** @type {Case[]} */ cases) {
  /** @type {Map<string, Case[]>} */
  const groups = new Map();
  for (const c of cases) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    /** @type {Case[]} */ (groups.get(c.group)).push(c);
  }
  return groups;
}

/**
 * @param {HTMLElement} root
 * @param {any} shared see web/views/learn/view.js
 */
export function createLearnPanel(root, shared) {
  const { api, session, records, sets, casesOf, palette, focusOf, settings, setStatus } = shared;
  const $ = finder(root);
  const select = $('#case-set');
  const grid = $('#case-grid');
  const detail = $('#case-detail');
  /** @type {Case[]} */
  let cases = [];
  /** @type {Case | null} */
  let chosen = null;
  // F2L: the slot the pictures show and the learner's algorithms are for (the trainer's slot when
  // it names one; the case detail can change it).
  let viewSlot = SLOTS.includes(settings.learnSlot) ? settings.learnSlot : 'FR';
  /** @type {Map<string, {facelets: string, shown: string | null, algorithms: string[]}> | null} F2L cases in viewSlot */
  let pictures = null;
  let picturesFailed = false; // the worker did not give viewSlot's pictures
  const f2l = () => select.value === 'F2L';
  // Where a case's own algorithms are kept: F2L ones per slot, the others' as FR's.
  const slotOf = (/** @type {Case} */ c) => (c.set === 'F2L' ? viewSlot : 'FR');

  select.innerHTML = sets.map((/** @type {string} */ s) => `<option>${escapeHtml(s)}</option>`).join('');
  select.value = sets.includes(settings.learnSet)
    ? settings.learnSet
    : sets.includes('OLL')
      ? 'OLL'
      : sets[0];

  // ---- which cases are drilled ----

  /** The names chosen for drilling in `set` (by default: those being learnt, else all). */
  function selected(set = select.value, list = cases) {
    const stored = records.selected[set];
    if (Array.isArray(stored)) return stored.filter((n) => list.some((c) => c.name === n));
    const learning = list.filter((c) => caseRecord(records, c.name).status === 'learning').map((c) => c.name);
    return learning.length ? learning : list.map((c) => c.name);
  }
  function setSelected(/** @type {string[]} */ names) {
    records.selected[select.value] = names;
    saveRecords(records);
    renderSelection();
    shared.onSelectionChange();
  }
  function renderSelection() {
    const names = new Set(selected());
    for (const box of grid.querySelectorAll('input.drill'))
      /** @type {HTMLInputElement} */ (box).checked = names.has(
        /** @type {HTMLInputElement} */ (box).dataset.name ?? '',
      );
    $('#selection-count').textContent = `${names.size} of ${cases.length} cases chosen for the trainer.`;
  }

  // ---- the grid ----

  async function showSet() {
    const set = select.value;
    grid.innerHTML = '<p class="hint">Loading the cases…</p>';
    const loaded = await casesOf(set);
    if (select.value !== set) return; // another set was chosen meanwhile
    if (!Array.isArray(loaded)) {
      grid.innerHTML = `<p class="error">${escapeHtml(loaded?.error ?? 'The cases did not load.')}</p>`;
      return;
    }
    cases = loaded;
    await loadPictures();
    if (select.value !== set) return;
    renderGrid();
    showCase(null);
    shared.onCasesShown();
  }

  // The F2L cases as they look in viewSlot (the library's are in FR). When the worker fails, the
  // grid shows them as in FR and says so; they are asked for again on the next visit to the view
  // or when the slot is chosen again.
  async function loadPictures() {
    const slot = viewSlot;
    const loaded = f2l() && slot !== 'FR' ? await shared.picturesIn(slot) : null;
    if (slot !== viewSlot) return;
    picturesFailed = isError(loaded);
    pictures = isError(loaded) ? null : loaded;
    if (isError(loaded))
      setStatus(
        `The F2L cases as seen in ${slot} did not load (${loaded.error}): shown as in FR until they do, asked for again when you come back to Learn or choose the slot.`,
        true,
      );
  }
  // A case's picture and the slot it is seen from (FR until viewSlot's pictures are loaded).
  const pictureOf = (/** @type {Case} */ c) => {
    const inSlot = pictures?.get(c.name);
    return inSlot
      ? { ...inSlot, slot: slotOf(c) }
      : { facelets: c.facelets, shown: c.shown ?? null, slot: 'FR' };
  };

  function renderGrid() {
    const colours = palette();
    const tile = (/** @type {Case} */ c) => {
      const name = escapeHtml(c.name);
      const status = caseRecord(records, c.name).status;
      const picture = pictureOf(c);
      return (
        `<div class="case-tile"><button type="button" class="case" data-name="${name}" data-status="${status}" aria-label="${name}" title="${escapeHtml(`${c.name}: ${percent(c.probability)} of solves`)}">` +
        `${caseDiagram(picture.facelets, c.set, colours, picture.shown, picture.slot)}<span>${escapeHtml(shortName(c))}</span></button>` +
        `<label class="drill-mark" title="Drill this case"><input type="checkbox" class="drill" data-name="${name}" aria-label="Drill ${name}" /></label></div>`
      );
    };
    grid.innerHTML = [...groupsOf(cases)]
      .map(
        ([group, members]) =>
          `<div class="group-head"><h4>${escapeHtml(group)}</h4><button type="button" class="ghost small group-select" data-group="${escapeHtml(group)}" aria-label="Drill the group ${escapeHtml(group)}">drill group</button></div><div class="case-buttons">${members.map(tile).join('')}</div>`,
      )
      .join('');
    renderSelection();
  }

  // ---- a case's detail: its algorithms, the learner's own, mirrors ----

  // The library's algorithms (done in an F2L slot other than FR between y turns) and the learner's
  // own for the case (in `slot`, for F2L).
  function algorithmsOf(/** @type {Case} */ c, slot = slotOf(c)) {
    const own = slotAlgorithms(caseRecord(records, c.name), slot).custom;
    return [
      ...c.algorithms.map((alg, i) => ({ alg, auf: c.aufs?.[i] ?? '', own: false })),
      ...own.map((alg) => ({ alg, auf: '', own: true })),
    ];
  }
  // A library algorithm as done in viewSlot is the core's (framed by y turns); the learner's own
  // are kept as written for their slot.
  const shownText = (/** @type {Case} */ c, /** @type {{alg: string, own: boolean}} */ a) =>
    a.own || slotOf(c) === 'FR'
      ? a.alg
      : (pictures?.get(c.name)?.algorithms[c.algorithms.indexOf(a.alg)] ?? a.alg);

  /** The learner's algorithm for a case (in `slot`, for F2L): the one chosen, else the library's first. */
  function mine(/** @type {Case} */ c, slot = 'FR') {
    const where = c.set === 'F2L' ? slot : 'FR';
    const { chosen: picked } = slotAlgorithms(caseRecord(records, c.name), where);
    const all = algorithmsOf(c, where).map((a) => a.alg);
    return picked && all.includes(picked) ? picked : c.algorithms[0];
  }

  function showCase(/** @type {Case | null} */ info) {
    chosen = info;
    for (const b of /** @type {NodeListOf<HTMLElement>} */ (grid.querySelectorAll('.case'))) {
      b.setAttribute('aria-pressed', String(b.dataset.name === info?.name));
      b.dataset.status = caseRecord(records, b.dataset.name ?? '').status;
    }
    if (!info) {
      delete detail.dataset.case;
      detail.innerHTML = '<p class="hint">Pick a case to see its algorithms.</p>';
      return;
    }
    const record = caseRecord(records, info.name);
    const stats = caseStats(record);
    const mark = (/** @type {string} */ value, /** @type {string} */ label) =>
      `<button type="button" class="mark" data-status="${value}" aria-pressed="${record.status === value}">${label}</button>`;
    const yours = mine(info, slotOf(info));
    const row = (/** @type {{alg: string, auf: string, own: boolean}} */ a, /** @type {number} */ i) =>
      `<li><label class="inline"><input type="radio" name="mine" value="${i}" ${a.alg === yours ? 'checked' : ''} aria-label="Use ${escapeHtml(shownText(info, a))}" /> mine</label> ` +
      `<button type="button" class="alg" data-index="${i}" aria-label="Demonstrate ${escapeHtml(shownText(info, a))}">${escapeHtml(shownText(info, a))}</button>` +
      (a.own
        ? ` <button type="button" class="ghost small remove" data-index="${i}" aria-label="Remove ${escapeHtml(a.alg)}">remove</button>`
        : '') +
      '</li>';
    const slotChoice =
      info.set === 'F2L'
        ? `<div class="row"><label for="case-slot">Algorithms for slot</label><select id="case-slot">${SLOTS.map((s) => `<option ${s === viewSlot ? 'selected' : ''}>${s}</option>`).join('')}</select>` +
          '<span class="hint">your algorithms are kept per slot; the trainer uses those of the slot it drills</span></div>'
        : '';
    // Text typed into "Your algorithm" outlives the detail being drawn again for the same case
    // (the chosen slot's pictures arriving after the slot is chosen, a redraw).
    const input = /** @type {HTMLInputElement | null} */ (detail.querySelector('#own-alg'));
    const typing = input && detail.dataset.case === info.name ? input.value : '';
    const focused = input !== null && document.activeElement === input;
    detail.dataset.case = info.name;
    detail.innerHTML =
      `<p><strong>${escapeHtml(info.name)}</strong> · ${escapeHtml(info.group)} · ${percent(info.probability)} of solves` +
      (stats.count ? ` · ${stats.count} drilled, ${stats.misses} missed` : '') +
      '</p>' +
      `<div class="row">${mark('learning', 'Learning')}${mark('learned', 'Learned')}</div>` +
      slotChoice +
      '<p class="hint">Press an algorithm to see it on the cube; the one marked "mine" is the trainer\'s answer.</p>' +
      `<ol class="algs">${algorithmsOf(info).map(row).join('')}</ol>` +
      `<div class="row wrap"><label for="own-alg">Your algorithm</label><input id="own-alg" class="wide" autocomplete="off" spellcheck="false" />` +
      '<button type="button" id="own-add">Add</button>' +
      '<button type="button" id="own-mirrors" class="ghost">Mirrors</button></div>' +
      '<div id="own-status" aria-live="polite"></div><div id="own-mirror-list"></div>';
    const again = /** @type {HTMLInputElement} */ (detail.querySelector('#own-alg'));
    again.value = typing;
    if (focused) again.focus();
  }

  async function addOwn(/** @type {Case} */ info, /** @type {string} */ alg) {
    const status = $('#own-status');
    const text = alg.trim();
    if (!text) return (status.innerHTML = '<p class="error">Type an algorithm first.</p>');
    const slot = slotOf(info);
    const checked = await api.checkAlgorithm(
      info.name,
      text,
      info.set === 'F2L' ? { set: info.set, slot } : { set: info.set },
    );
    if (chosen !== info || slot !== slotOf(info)) return;
    if (isError(checked)) {
      status.innerHTML = `<p class="error">Refused: ${errorWithColumn(checked.error, text, checked.column ?? 0)}</p>`;
      return;
    }
    if (algorithmsOf(info).some((a) => a.alg === checked.algorithm)) {
      status.innerHTML = `<p class="hint">${escapeHtml(checked.algorithm)} is already listed.</p>`;
      return;
    }
    updateAlgorithms(records, info.name, slot, (a) => {
      a.custom = [...a.custom, checked.algorithm];
      a.chosen = checked.algorithm;
    });
    showCase(info);
    const aufs = [
      checked.auf && `${checked.auf} before`,
      checked.finalAuf && `${checked.finalAuf} after`,
    ].filter(Boolean);
    $('#own-status').innerHTML =
      `<p class="ok">Added and chosen${info.set === 'F2L' ? ` for ${slot}` : ''}: ${escapeHtml(checked.algorithm)} · ${checked.htm} HTM, ${checked.qtm} QTM, ${checked.stm} STM` +
      (aufs.length ? ` · with ${escapeHtml(aufs.join(' and '))}` : '') +
      '.</p>';
  }

  async function showMirrors(/** @type {Case} */ info) {
    const list = $('#own-mirror-list');
    const slot = info.set === 'F2L' ? viewSlot : undefined;
    if (slot === 'FR' || slot === 'BR')
      return (list.innerHTML = `<p class="hint">Mirrors are left-handed algorithms, for the left slots: choose FL or BL above.</p>`);
    const answer = await api.caseMirrors(info.name, slot ? { set: info.set, slot } : { set: info.set });
    if (chosen !== info) return;
    if (isError(answer)) return (list.innerHTML = `<p class="error">${escapeHtml(answer.error)}</p>`);
    if (!answer.mirrors.length)
      return (list.innerHTML = '<p class="hint">The core found no mirror that does this case.</p>');
    list.innerHTML =
      `<p class="hint">Left-handed: mirrors of the set's algorithms that do ${escapeHtml(info.name)}${slot ? ` in the ${slot} slot` : ''}.</p><ul class="algs">` +
      answer.mirrors
        .map(
          (/** @type {(typeof answer.mirrors)[number]} */ m) =>
            `<li><code>${escapeHtml(m.algorithm)}</code> (from ${escapeHtml(m.from)}, ${m[/** @type {'htm' | 'qtm' | 'stm'} */ (settings.metric)]} ${settings.metric.toUpperCase()})` +
            ` <button type="button" class="ghost small mirror-add" data-alg="${escapeHtml(m.algorithm)}" aria-label="Add ${escapeHtml(m.algorithm)} as mine">add as mine</button>` +
            '</li>',
        )
        .join('') +
      '</ul>';
  }

  // Sets the cube to the case and plays `alg` on it (after and before its U turns), as one phase.
  async function demonstrate(
    /** @type {Case} */ c,
    /** @type {{alg: string, auf: string, own: boolean}} */ a,
  ) {
    const slot = slotOf(c);
    let alg = [shownText(c, a), a.auf].filter(Boolean).join(' ');
    if (a.own) {
      const checked = await api.checkAlgorithm(
        c.name,
        a.alg,
        c.set === 'F2L' ? { set: c.set, slot } : { set: c.set },
      );
      if (isError(checked)) return setStatus(checked.error, true);
      alg = [checked.auf, checked.algorithm, checked.finalAuf].filter(Boolean).join(' ');
    }
    const focus = focusOf(c.set);
    const start = pictureOf(c).facelets;
    const [counted, played] = await Promise.all([api.moves(alg), api.playback(alg, start, focus)]);
    if (isError(counted)) return setStatus(counted.error, true);
    if (isError(played)) return setStatus(played.error, true);
    session.pause();
    const phase = {
      name: focus,
      label: c.name,
      focus,
      case: c.name,
      group: c.group,
      goal: '',
      moves: played.moves,
      length: counted.htm,
      qtm: counted.qtm,
      stm: counted.stm,
      states: played.states,
      shown: played.shown,
    };
    const answer = {
      method: 'learn',
      input: start,
      start,
      phases: [phase],
      solution: alg,
      length: counted.htm,
      qtm: counted.qtm,
      stm: counted.stm,
      ms: 0,
    };
    await session.showAnswer(/** @type {any} */ (answer), { method: 'learn', options: {} });
    setStatus(`${c.name}: ${counted[settings.metric]} moves (${settings.metric.toUpperCase()}).`);
    session.play();
  }

  grid.addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const button = /** @type {HTMLElement | null} */ (target.closest('.case'));
    if (button) return showCase(cases.find((c) => c.name === button.dataset.name) ?? null);
    const group = /** @type {HTMLElement | null} */ (target.closest('.group-select'));
    if (group) {
      const members = cases.filter((c) => c.group === group.dataset.group).map((c) => c.name);
      const now = new Set(selected());
      const all = members.every((n) => now.has(n));
      setSelected(cases.map((c) => c.name).filter((n) => (members.includes(n) ? !all : now.has(n))));
    }
  });
  grid.addEventListener('change', (/** @type {Event} */ event) => {
    const box = /** @type {HTMLInputElement} */ (event.target);
    if (!box.classList.contains('drill')) return;
    const now = new Set(selected());
    if (box.checked) now.add(/** @type {string} */ (box.dataset.name));
    else now.delete(/** @type {string} */ (box.dataset.name));
    setSelected(cases.map((c) => c.name).filter((n) => now.has(n)));
  });
  $('#select-all').addEventListener('click', () => setSelected(cases.map((c) => c.name)));
  $('#select-none').addEventListener('click', () => setSelected([]));
  const withStatus = (/** @type {string} */ status) =>
    setSelected(cases.filter((c) => caseRecord(records, c.name).status === status).map((c) => c.name));
  $('#select-learning').addEventListener('click', () => withStatus('learning'));
  $('#select-new').addEventListener('click', () => withStatus('new'));
  $('#select-learned').addEventListener('click', () => withStatus('learned'));

  detail.addEventListener('click', (/** @type {MouseEvent} */ event) => {
    if (!chosen) return;
    const info = chosen;
    const target = /** @type {HTMLElement} */ (event.target);
    const algs = algorithmsOf(info);
    const alg = /** @type {HTMLElement | null} */ (target.closest('.alg'));
    if (alg) demonstrate(info, algs[Number(alg.dataset.index)]);
    const remove = /** @type {HTMLElement | null} */ (target.closest('.remove'));
    if (remove) {
      const gone = algs[Number(remove.dataset.index)].alg;
      updateAlgorithms(records, info.name, slotOf(info), (a) => {
        a.custom = a.custom.filter((c) => c !== gone);
        if (a.chosen === gone) a.chosen = null;
      });
      showCase(info);
    }
    const mark = /** @type {HTMLElement | null} */ (target.closest('.mark'));
    if (mark) {
      const status = caseRecord(records, info.name).status;
      updateCase(
        records,
        info.name,
        (r) =>
          (r.status = status === mark.dataset.status ? 'new' : /** @type {string} */ (mark.dataset.status)),
      );
      showCase(info);
      shared.onSelectionChange();
    }
    if (target.closest('#own-add')) addOwn(info, $('#own-alg').value);
    if (target.closest('#own-mirrors')) showMirrors(info);
    const mirror = /** @type {HTMLElement | null} */ (target.closest('.mirror-add'));
    if (mirror) addOwn(info, /** @type {string} */ (mirror.dataset.alg));
  });
  detail.addEventListener('change', (/** @type {Event} */ event) => {
    const radio = /** @type {HTMLInputElement} */ (event.target);
    if (chosen && radio.id === 'case-slot') return setSlot(radio.value);
    if (!chosen || radio.name !== 'mine') return;
    const alg = algorithmsOf(chosen)[Number(radio.value)].alg;
    updateAlgorithms(records, chosen.name, slotOf(chosen), (a) => {
      a.chosen = alg === chosen?.algorithms[0] ? null : alg;
    });
  });
  detail.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
    if (event.key === 'Enter' && /** @type {HTMLElement} */ (event.target).id === 'own-alg' && chosen)
      addOwn(chosen, $('#own-alg').value);
  });
  select.addEventListener('change', () => {
    shared.onSetChange(select.value);
    showSet();
  });

  // Another F2L slot for the pictures and the learner's algorithms.
  async function setSlot(/** @type {string} */ slot) {
    if (!SLOTS.includes(slot) || (slot === viewSlot && !picturesFailed)) return;
    viewSlot = slot;
    await loadPictures();
    if (viewSlot !== slot || !cases.length) return;
    renderGrid();
    showCase(chosen);
  }

  return {
    // The library is loaded when the panel is first shown, not with the page.
    slotChanged: setSlot,
    /** Asks again for the pictures that the worker failed to give (the view shown again). */
    async retryFailed() {
      if (!picturesFailed || !cases.length) return;
      await loadPictures();
      if (picturesFailed) return;
      renderGrid();
      showCase(chosen);
    },
    load: () => showSet(),
    redraw() {
      if (!cases.length) return;
      renderGrid();
      showCase(chosen);
    },
    /** Shows a set and one of its cases (the paths' "next" links). */
    async open(/** @type {string} */ set, /** @type {string} */ name) {
      if (select.value !== set) {
        select.value = set;
        shared.onSetChange(set);
        await showSet();
      }
      showCase(cases.find((c) => c.name === name) ?? null);
      grid.querySelector(`.case[data-name="${CSS.escape(name)}"]`)?.scrollIntoView({ block: 'nearest' });
    },
    set: () => select.value,
    cases: () => cases,
    selected: () => selected(),
    mine,
  };
}
