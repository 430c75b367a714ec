// @ts-check
// The Learn view's settings and the learner's records: which colour is on top, the keyboard layout
// and the learner's own keys, export and import of every learn record (one JSON file; an import is
// checked whole, its own algorithms by the core, and refused with the reason, changing nothing),
// and the paths (beginner 2-look, then full PLL, full OLL, F2L) with what to learn next.
import { renderKeymap, setKeyLayout } from '../../kit/keymap.js';
import { REMAP_KEY } from '../../kit/settings.js';
import { downloadRecords, importRecords } from './records_file.js';
import { pathsHtml } from './paths.js';
import { isError } from '../../kit/worker_client/api.js';
import { colourName } from '../../kit/phase_text.js';
import { finder } from '../../kit/dom.js';

/**
 * @param {HTMLElement} root
 * @param {import('./shared.js').LearnShared & {onTopChange: () => void, onRecordsChange: () => void,
 *   showCase: (set: string, name: string) => void}} shared
 */
export function createLearnTools(root, shared) {
  const { api, records, settings, saveSettings } = shared;
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
    downloadRecords(records);
    say(`Exported ${Object.keys(records.cases).length} cases' records.`);
  });
  async function importFile(/** @type {File} */ file) {
    const result = await importRecords(shared, await file.text());
    if ('error' in result) return say(`Not imported (nothing changed): ${result.error}.`, true);
    shared.onRecordsChange();
    renderPaths();
    say(
      `Imported ${result.count} cases' records.` +
        (result.kept ? '' : ' This browser refused to store them: they last until the page closes.'),
      !result.kept,
    );
  }
  $('#learn-import').addEventListener('change', async () => {
    const file = $('#learn-import').files?.[0];
    $('#learn-import').value = '';
    if (file)
      await importFile(file).catch((err) =>
        say(`Not imported (nothing changed): ${err instanceof Error ? err.message : String(err)}`, true),
      );
  });

  // ---- paths ----
  async function renderPaths() {
    $('#paths').innerHTML = await pathsHtml(shared);
  }
  $('#paths').addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const b = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (event.target).closest('.path-next')
    );
    if (b) shared.showCase(b.dataset.set ?? '', b.dataset.name ?? '');
  });

  return { load: renderPaths, renderPaths, coloursChanged: nameTops };
}
