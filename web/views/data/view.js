// @ts-check
// The Data view: what the page keeps for the user (every store opened: web/shell/stores.js), whether the
// browser promised to keep it, and one backup file with all of it. Restore reads a file, checks
// it whole (web/views/data/backup.js), shows what it would replace, and writes every store in one
// transaction only when the user confirms; then the page reloads so every view reads the new data.
// Text from the file is only ever set as text, never as HTML.
import { ASIDE_STORE, storage } from '../../kit/storage/storage.js';
import { backupFileName, makeBackup, MAX_BACKUP_BYTES, readBackup, restoreChanges } from './backup.js';
import { downloadText } from '../../kit/download.js';
import { finder } from '../../kit/dom.js';

const MARKUP = `
  <section class="card" aria-labelledby="data-heading">
    <h2 id="data-heading">Your data</h2>
    <p id="data-kept" class="hint"></p>
    <table id="data-stores" class="stats-table"></table>
    <div id="data-aside" hidden>
      <h3>Kept aside</h3>
      <p class="hint">Old data this page could not read whole, kept as it was: download it to look at or mend it.</p>
      <ul id="data-aside-list"></ul>
    </div>
    <div class="row wrap">
      <button type="button" id="backup" class="primary">Back up</button>
      <label for="restore-file">Restore from a backup file</label>
      <input id="restore-file" type="file" accept=".json,application/json" />
    </div>
    <p id="data-message" aria-live="polite"></p>
    <div id="restore-preview" hidden>
      <table id="restore-table" class="stats-table"></table>
      <fieldset class="row wrap">
        <legend>What to do with the data here now</legend>
        <label class="inline"><input type="radio" name="restore-mode" value="replace" checked /> Replace it</label>
        <label class="inline"><input type="radio" name="restore-mode" value="merge" /> Merge (saved runs, comparisons and learn records from both; settings from the file)</label>
      </fieldset>
      <div class="row">
        <button type="button" id="restore-apply" class="primary">Restore</button>
        <button type="button" id="restore-cancel">Cancel</button>
      </div>
    </div>
  </section>`;

/** @param {HTMLTableElement} table @param {string[]} head @param {string[][]} rows */
function fillTable(table, head, rows) {
  table.replaceChildren();
  const headRow = table.createTHead().insertRow();
  for (const text of head) headRow.appendChild(document.createElement('th')).textContent = text;
  const body = table.createTBody();
  for (const cells of rows) {
    const row = body.insertRow();
    for (const text of cells) row.insertCell().textContent = text;
  }
}

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView({ root }) {
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const message = $('#data-message');
  /** @type {import('./backup.js').Backup | null} */
  let pending = null;

  function say(/** @type {string} */ text, error = false) {
    message.textContent = text;
    message.classList.toggle('error', error);
  }

  function render() {
    const persisted =
      storage.persisted === true
        ? 'The browser has promised not to clear it when space runs low.'
        : storage.persisted === false
          ? 'The browser has not promised to keep it: it may clear it when space runs low, so keep a backup.'
          : 'This browser does not say whether it will keep it: keep a backup.';
    const offline =
      navigator.serviceWorker?.controller || document.documentElement.dataset.offline === 'ready'
        ? ' The page itself is stored too: it opens and solves offline.'
        : '';
    $('#data-kept').textContent =
      (storage.durable
        ? `Kept in this browser's database (IndexedDB). ${persisted}`
        : `Not kept: ${storage.problem}. Back up before you close the page.`) + offline;
    fillTable(
      /** @type {HTMLTableElement} */ (root.querySelector('#data-stores')),
      ['Data', 'Now'],
      storage.stores().map((spec) => [spec.label, spec.describe(storage.get(spec.name))]),
    );
    renderAside();
  }

  // Each entry kept aside, with its reason and its text as a download.
  function renderAside() {
    /** @type {import('../../kit/storage/storage.js').AsideEntry[]} */
    const entries = storage.stores().includes(ASIDE_STORE) ? storage.get(ASIDE_STORE.name) : [];
    $('#data-aside').hidden = entries.length === 0;
    $('#data-aside-list').replaceChildren(
      ...entries.map((entry) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Download';
        button.addEventListener('click', () => downloadText(`${entry.key}.txt`, entry.text, 'text/plain'));
        item.append(
          `${entry.key} (${entry.text.length} characters, ${entry.at.slice(0, 10)}): ${entry.reason} `,
          button,
        );
        return item;
      }),
    );
  }

  $('#backup').addEventListener('click', async () => {
    await storage.flush();
    const now = new Date();
    downloadText(backupFileName(now), JSON.stringify(makeBackup(storage, now), null, 1), 'application/json');
    say(
      `Saved ${backupFileName(now)}: ${storage
        .stores()
        .map((s) => s.label.toLowerCase())
        .join(', ')}.`,
    );
  });

  function closePreview() {
    pending = null;
    $('#restore-preview').hidden = true;
    $('#restore-file').value = '';
  }

  $('#restore-file').addEventListener('change', async () => {
    const file = /** @type {File | undefined} */ ($('#restore-file').files?.[0]);
    pending = null;
    $('#restore-preview').hidden = true;
    if (!file) return;
    if (file.size > MAX_BACKUP_BYTES) {
      closePreview();
      return say(
        `${file.name} is not restored: it is larger than ${MAX_BACKUP_BYTES / 1048576} MB; a CubeLab backup is much smaller. Nothing was changed.`,
        true,
      );
    }
    const backup = readBackup(await file.text(), storage.stores());
    if ('error' in backup) {
      closePreview();
      return say(`${file.name} is not restored: ${backup.error} Nothing was changed.`, true);
    }
    pending = backup;
    fillTable(
      /** @type {HTMLTableElement} */ (root.querySelector('#restore-table')),
      ['Data', 'Now', 'In the file'],
      backup.stores.map(({ spec, data }) => [
        spec.label,
        spec.describe(storage.get(spec.name)),
        spec.describe(data),
      ]),
    );
    $('#restore-preview').hidden = false;
    const when = backup.created ? ` made ${backup.created.slice(0, 16).replace('T', ' ')}` : '';
    const unknown = backup.unknown.length
      ? ` It also holds ${backup.unknown.join(', ')}, which this page does not keep and leaves out.`
      : '';
    say(`${file.name}${when} is a valid backup. Choose Replace or Merge, then Restore.${unknown}`);
  });

  $('#restore-cancel').addEventListener('click', () => {
    closePreview();
    say('Nothing was changed.');
  });

  $('#restore-apply').addEventListener('click', async () => {
    if (!pending) return;
    const mode = $('input[name="restore-mode"]:checked')?.value === 'merge' ? 'merge' : 'replace';
    $('#restore-apply').disabled = true;
    const problem = await storage.commit(restoreChanges(pending, (name) => storage.get(name), mode));
    $('#restore-apply').disabled = false;
    if (problem) return say(`Nothing was restored: ${problem}.`, true);
    say('Restored. Reloading the page with the restored data…');
    location.reload();
  });

  render();
  return { open: render };
}
