// @ts-check
// The Learn view's settings and the learner's records: which colour is on top, the keyboard layout
// and the learner's own keys, export and import of every learn record (one JSON file; an import is
// checked whole, its own algorithms by the core, and refused with the reason, changing nothing),
// and the paths (beginner 2-look, then full PLL, full OLL, F2L) with what to learn next.
import { escapeHtml } from '../../kit/text.js';
import { renderKeymap, setKeyLayout } from '../../kit/keymap.js';
import { REMAP_KEY } from '../../kit/settings.js';
import { caseRecord, exportText, mergeRecords, parseExport, saveRecords } from './records.js';
import { isError } from '../../kit/worker_client/api.js';
import { colourName } from '../../kit/phase_text.js';
import { finder } from '../../kit/dom.js';

// The order a learner takes the sets in (the paths).
const PATHS = [
  { label: 'Beginner: 2-look OLL', sets: ['OLL-EDGES', 'OLL-CORNERS'] },
  { label: 'Beginner: 2-look PLL', sets: ['PLL-CORNERS', 'PLL-EDGES'] },
  { label: 'Full PLL', sets: ['PLL'] },
  { label: 'Full OLL', sets: ['OLL'] },
  { label: 'F2L', sets: ['F2L'] },
];

/**
 * @param {HTMLElement} root
 * @param {any} shared see web/views/learn/view.js
 */
export function createLearnTools(root, shared) {
  const { api, records, casesOf, settings, saveSettings } = shared;
  const $ = finder(root);
  const say = (/** @type {string} */ text, error = false) => {
    $('#learn-tools-status').textContent = text;
    $('#learn-tools-status').classList.toggle('error', error);
  };

  $('#learn-top').value = settings.learnTop;
  // The options name the colours of the scheme in use (the last layer is the Down face's colour).
  const nameTops = () => {
    $('#learn-top').options[0].textContent = `The last layer (${colourName(settings.colours.D)})`;
    $('#learn-top').options[1].textContent = `${colourName(settings.colours.U)}`.replace(/^./, (c) =>
      c.toUpperCase(),
    );
  };
  nameTops();
  $('#key-layout').value = settings.keyLayout;
  renderKeymap($('#learn-keymap'));

  $('#learn-top').addEventListener('change', () => {
    settings.learnTop = $('#learn-top').value;
    saveSettings();
    shared.onTopChange();
  });
  const applyKeys = () => {
    saveSettings();
    setKeyLayout(settings.keyLayout, settings.keyRemap);
  };
  $('#key-layout').addEventListener('change', () => {
    settings.keyLayout = $('#key-layout').value;
    applyKeys();
    say(
      `Keys: ${settings.keyLayout === 'speedsolving' ? 'the speedsolving layout (I = R, J = U, H = F, …)' : 'letters'}.`,
    );
  });
  // A key of the learner's: the move is read by the core (one turn of the cube).
  $('#remap-set').addEventListener('click', async () => {
    const key = String($('#remap-key').value).toLowerCase();
    const move = String($('#remap-move').value).trim();
    if (!REMAP_KEY.test(key)) return say('Type one key (a letter, digit or sign) to remap.', true);
    const read = await api.moves(move);
    if (isError(read)) return say(`"${move}" is not a move: ${read.error}`, true);
    if (read.moves.split(' ').length !== 1 || !/^[URFDLBMESxyz]w?['2]?$/.test(read.moves))
      return say(`A key makes one turn; "${move}" is ${read.moves.split(' ').length} moves.`, true);
    settings.keyRemap = { ...settings.keyRemap, [key]: read.moves };
    applyKeys();
    say(`${key.toUpperCase()} now turns ${read.moves}.`);
  });
  $('#remap-reset').addEventListener('click', () => {
    settings.keyRemap = {};
    applyKeys();
    say('Your keys are forgotten; the layout is as chosen.');
  });

  // ---- export and import ----
  $('#learn-export').addEventListener('click', () => {
    const blob = new Blob([exportText(records)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `cubelab-learn-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    say(`Exported ${Object.keys(records.cases).length} cases' records.`);
  });

  /** Every case name of every set, for checking an import. */
  async function allCases() {
    const sets = await Promise.all(shared.sets.map((/** @type {string} */ s) => casesOf(s)));
    return sets.flatMap((cases) => (Array.isArray(cases) ? cases : []));
  }

  async function importFile(/** @type {File} */ file) {
    const text = await file.text();
    const known = await allCases();
    const byName = new Map(known.map((c) => [c.name, c]));
    const parsed = parseExport(text, (name) => byName.has(name));
    if ('error' in parsed) return say(`Not imported (nothing changed): ${parsed.error}.`, true);
    // The learner's own algorithms are checked by the core as when they were added.
    for (const [name, record] of Object.entries(parsed.records.cases)) {
      const info = byName.get(name);
      // F2L: FR's in `custom`, the other slots' in `slots`, each checked in its slot.
      const lists = [
        { at: 'custom', algs: record.custom, options: { set: info.set } },
        ...Object.entries(record.slots ?? {}).map(([slot, a]) => ({
          at: `slots["${slot}"].custom`,
          algs: a.custom,
          options: { set: info.set, slot },
        })),
      ];
      for (const { at, algs, options } of lists)
        for (const alg of algs) {
          const checked = await api.checkAlgorithm(name, alg, options);
          if (isError(checked))
            return say(
              `Not imported (nothing changed): cases["${name}"].${at} "${alg}" is refused: ${checked.error}.`,
              true,
            );
        }
    }
    mergeRecords(records, parsed.records);
    const kept = saveRecords(records);
    shared.onRecordsChange();
    renderPaths();
    say(
      `Imported ${Object.keys(parsed.records.cases).length} cases' records.` +
        (kept ? '' : ' This browser refused to store them: they last until the page closes.'),
      !kept,
    );
  }
  $('#learn-import').addEventListener('change', async () => {
    const file = $('#learn-import').files?.[0];
    $('#learn-import').value = '';
    if (file)
      await importFile(file).catch((err) => say(`Not imported (nothing changed): ${err.message}`, true));
  });

  // ---- paths ----
  async function renderPaths() {
    const rows = [];
    for (const path of PATHS) {
      const cases = (await Promise.all(path.sets.map((/** @type {string} */ s) => casesOf(s)))).flatMap(
        (c) => (Array.isArray(c) ? c : []),
      );
      if (!cases.length) continue;
      const learned = cases.filter((c) => caseRecord(records, c.name).status === 'learned').length;
      const open = cases
        .filter((c) => caseRecord(records, c.name).status !== 'learned')
        .sort((a, b) => b.probability - a.probability);
      const nextCase = open[0];
      rows.push(
        `<li><strong>${escapeHtml(path.label)}</strong>: ${learned} of ${cases.length} learned` +
          (nextCase
            ? ` · next: <button type="button" class="ghost small path-next" data-set="${escapeHtml(nextCase.set)}" data-name="${escapeHtml(nextCase.name)}">${escapeHtml(nextCase.name)}</button>`
            : ' · done') +
          '</li>',
      );
    }
    $('#paths').innerHTML =
      `<ol class="paths">${rows.join('')}</ol><p class="hint">Next: the most probable case not learned yet.</p>`;
  }
  $('#paths').addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const b = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (event.target).closest('.path-next')
    );
    if (b) shared.showCase(b.dataset.set, b.dataset.name);
  });

  return { load: renderPaths, renderPaths, coloursChanged: nameTops };
}
