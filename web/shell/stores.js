// @ts-check
// Every kind of data the page keeps for the user, in one list: web/kit/storage/storage.js keeps each in
// IndexedDB and moves it from its old localStorage key, and the backup file (web/views/data/backup.js)
// holds every store listed here. A module that keeps data defines its StoreSpec and adds one
// line here; nothing else needs to change for it to be kept, migrated, backed up and restored.
import { SETTINGS_STORE } from '../kit/settings.js';
import { RUNS_STORE } from '../views/stats/saved_runs.js';
import { LEARN_STORE } from '../views/learn/records.js';
import { COMPARISONS_STORE } from '../views/compare/saved.js';
import { lastTexts } from '../views/analyse/last_texts.js';
import { lastAlg } from '../views/alg/last_alg.js';
import { SESSIONS_STORE } from '../views/timer/sessions_store.js';
import { ASIDE_STORE } from '../kit/storage/storage.js';

/** @type {import('../kit/storage/storage.js').StoreSpec[]} */
export const STORES = [
  SETTINGS_STORE,
  RUNS_STORE,
  LEARN_STORE,
  COMPARISONS_STORE,
  lastTexts.spec,
  lastAlg.spec,
  SESSIONS_STORE,
  ASIDE_STORE,
];
