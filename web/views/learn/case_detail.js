// @ts-check
// A case's detail in the Learn view: its algorithms (each demonstrated on the cube and chosen as
// the learner's own; F2L: for the slot chosen), its status (learning, learned), the learner's own
// algorithms (the core checks them, and refuses one with its reason) and the mirrors the core
// finds for the left slots. Nothing here knows a cube: states, checks and greying come from the
// worker.
import { escapeHtml, errorWithColumn } from '../../kit/text.js';
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';
import { caseRecord, caseStats, updateAlgorithms, updateCase } from './records.js';
import { SLOTS } from './cases_state.js';
import { percent } from './cases_grid.js';
import { demonstrate } from './demonstrate.js';

/** @typedef {import('./library.js').Case} Case */
/** @typedef {import('./cases_state.js').Algorithm} Algorithm */
/** @typedef {ReturnType<typeof import('./cases_state.js').createCasesState>} CasesState */

/**
 * The detail's markup for `info`, the learner's choice `yours` marked.
 * @param {Case} info @param {import('./records.js').CaseRecord} record @param {CasesState} cs
 */
function detailHtml(info, record, cs) {
  const stats = caseStats(record);
  const mark = (/** @type {string} */ value, /** @type {string} */ label) =>
    `<button type="button" class="mark" data-status="${value}" aria-pressed="${record.status === value}">${label}</button>`;
  const yours = cs.mine(info, cs.slotOf(info));
  const row = (/** @type {Algorithm} */ a, /** @type {number} */ i) =>
    `<li><label class="inline"><input type="radio" name="mine" value="${i}" ${a.alg === yours ? 'checked' : ''} aria-label="Use ${escapeHtml(cs.shownText(info, a))}" /> mine</label> ` +
    `<button type="button" class="alg" data-index="${i}" aria-label="Demonstrate ${escapeHtml(cs.shownText(info, a))}">${escapeHtml(cs.shownText(info, a))}</button>` +
    (a.own
      ? ` <button type="button" class="ghost small remove" data-index="${i}" aria-label="Remove ${escapeHtml(a.alg)}">remove</button>`
      : '') +
    '</li>';
  const slotChoice =
    info.set === 'F2L'
      ? `<div class="row"><label for="case-slot">Algorithms for slot</label><select id="case-slot">${SLOTS.map((s) => `<option ${s === cs.state.viewSlot ? 'selected' : ''}>${s}</option>`).join('')}</select>` +
        '<span class="hint">your algorithms are kept per slot; the trainer uses those of the slot it drills</span></div>'
      : '';
  return (
    `<p><strong>${escapeHtml(info.name)}</strong> · ${escapeHtml(info.group)} · ${percent(info.probability)} of solves` +
    (stats.count ? ` · ${stats.count} drilled, ${stats.misses} missed` : '') +
    '</p>' +
    `<div class="row">${mark('learning', 'Learning')}${mark('learned', 'Learned')}</div>` +
    slotChoice +
    '<p class="hint">Press an algorithm to see it on the cube; the one marked "mine" is the trainer\'s answer.</p>' +
    `<ol class="algs">${cs.algorithmsOf(info).map(row).join('')}</ol>` +
    `<div class="row wrap"><label for="own-alg">Your algorithm</label><input id="own-alg" class="wide" autocomplete="off" spellcheck="false" />` +
    '<button type="button" id="own-add">Add</button>' +
    '<button type="button" id="own-mirrors" class="ghost">Mirrors</button></div>' +
    '<div id="own-status" aria-live="polite"></div><div id="own-mirror-list"></div>'
  );
}

/**
 * The core's left-handed algorithms for a case, each with a button to take it as the learner's.
 * @param {{mirrors: {algorithm: string, from: string, htm: number, qtm: number, stm: number}[]}} answer
 * @param {Case} info @param {string | undefined} slot @param {'htm' | 'qtm' | 'stm'} metric
 */
function mirrorsHtml(answer, info, slot, metric) {
  if (!answer.mirrors.length) return '<p class="hint">The core found no mirror that does this case.</p>';
  const item = (/** @type {(typeof answer.mirrors)[number]} */ m) =>
    `<li><code>${escapeHtml(m.algorithm)}</code> (from ${escapeHtml(m.from)}, ${m[metric]} ${metric.toUpperCase()})` +
    ` <button type="button" class="ghost small mirror-add" data-alg="${escapeHtml(m.algorithm)}" aria-label="Add ${escapeHtml(m.algorithm)} as mine">add as mine</button>` +
    '</li>';
  return (
    `<p class="hint">Left-handed: mirrors of the set's algorithms that do ${escapeHtml(info.name)}${slot ? ` in the ${slot} slot` : ''}.</p><ul class="algs">` +
    answer.mirrors.map(item).join('') +
    '</ul>'
  );
}

/**
 * @param {HTMLElement} root @param {import('./shared.js').LearnShared} shared @param {CasesState} cs
 * @param {{onStatusChange: () => void, onSlotChoice: (slot: string) => void}} events
 */
export function createCaseDetail(root, shared, cs, { onStatusChange, onSlotChoice }) {
  const { api, records, settings } = shared;
  const { state } = cs;
  const $ = finder(root);
  const grid = $('#case-grid');
  const detail = $('#case-detail');

  function showCase(/** @type {Case | null} */ info) {
    state.chosen = info;
    for (const b of /** @type {NodeListOf<HTMLElement>} */ (grid.querySelectorAll('.case'))) {
      b.setAttribute('aria-pressed', String(b.dataset.name === info?.name));
      b.dataset.status = caseRecord(records, b.dataset.name ?? '').status;
    }
    if (!info) {
      delete detail.dataset.case;
      detail.innerHTML = '<p class="hint">Pick a case to see its algorithms.</p>';
      return;
    }
    // Text typed into "Your algorithm" outlives the detail being drawn again for the same case
    // (the chosen slot's pictures arriving after the slot is chosen, a redraw).
    const input = /** @type {HTMLInputElement | null} */ (detail.querySelector('#own-alg'));
    const typing = input && detail.dataset.case === info.name ? input.value : '';
    const focused = input !== null && document.activeElement === input;
    detail.dataset.case = info.name;
    detail.innerHTML = detailHtml(info, caseRecord(records, info.name), cs);
    const again = /** @type {HTMLInputElement} */ (detail.querySelector('#own-alg'));
    again.value = typing;
    if (focused) again.focus();
  }

  async function addOwn(/** @type {Case} */ info, /** @type {string} */ alg) {
    const status = $('#own-status');
    const text = alg.trim();
    if (!text) return (status.innerHTML = '<p class="error">Type an algorithm first.</p>');
    const slot = cs.slotOf(info);
    const checked = await api.checkAlgorithm(
      info.name,
      text,
      info.set === 'F2L' ? { set: info.set, slot } : { set: info.set },
    );
    if (state.chosen !== info || slot !== cs.slotOf(info)) return;
    if (isError(checked)) {
      status.innerHTML = `<p class="error">Refused: ${errorWithColumn(checked.error, text, checked.column ?? 0)}</p>`;
      return;
    }
    if (cs.algorithmsOf(info).some((a) => a.alg === checked.algorithm)) {
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
    const slot = info.set === 'F2L' ? state.viewSlot : undefined;
    if (slot === 'FR' || slot === 'BR')
      return (list.innerHTML = `<p class="hint">Mirrors are left-handed algorithms, for the left slots: choose FL or BL above.</p>`);
    const answer = await api.caseMirrors(info.name, slot ? { set: info.set, slot } : { set: info.set });
    if (state.chosen !== info) return;
    list.innerHTML = isError(answer)
      ? `<p class="error">${escapeHtml(answer.error)}</p>`
      : mirrorsHtml(answer, info, slot, settings.metric);
  }

  /** What a click in the detail asks for. */
  function clicked(/** @type {Case} */ info, /** @type {HTMLElement} */ target) {
    const algs = cs.algorithmsOf(info);
    const alg = /** @type {HTMLElement | null} */ (target.closest('.alg'));
    if (alg) demonstrate(shared, cs, info, algs[Number(alg.dataset.index)]);
    const remove = /** @type {HTMLElement | null} */ (target.closest('.remove'));
    if (remove) {
      const gone = algs[Number(remove.dataset.index)].alg;
      updateAlgorithms(records, info.name, cs.slotOf(info), (a) => {
        a.custom = a.custom.filter((c) => c !== gone);
        if (a.chosen === gone) a.chosen = null;
      });
      showCase(info);
    }
    const mark = /** @type {HTMLElement | null} */ (target.closest('.mark'));
    if (mark) {
      const status = caseRecord(records, info.name).status;
      const wanted = /** @type {string} */ (mark.dataset.status);
      updateCase(records, info.name, (r) => (r.status = status === wanted ? 'new' : wanted));
      showCase(info);
      onStatusChange();
    }
    if (target.closest('#own-add')) addOwn(info, $('#own-alg').value);
    if (target.closest('#own-mirrors')) showMirrors(info);
    const mirror = /** @type {HTMLElement | null} */ (target.closest('.mirror-add'));
    if (mirror) addOwn(info, /** @type {string} */ (mirror.dataset.alg));
  }

  detail.addEventListener('click', (/** @type {MouseEvent} */ event) => {
    if (state.chosen) clicked(state.chosen, /** @type {HTMLElement} */ (event.target));
  });
  detail.addEventListener('change', (/** @type {Event} */ event) => {
    const radio = /** @type {HTMLInputElement} */ (event.target);
    const chosen = state.chosen;
    if (chosen && radio.id === 'case-slot') return onSlotChoice(radio.value);
    if (!chosen || radio.name !== 'mine') return;
    const alg = cs.algorithmsOf(chosen)[Number(radio.value)].alg;
    updateAlgorithms(records, chosen.name, cs.slotOf(chosen), (a) => {
      a.chosen = alg === chosen.algorithms[0] ? null : alg;
    });
  });
  detail.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
    if (event.key === 'Enter' && /** @type {HTMLElement} */ (event.target).id === 'own-alg' && state.chosen)
      addOwn(state.chosen, $('#own-alg').value);
  });

  return { showCase };
}
