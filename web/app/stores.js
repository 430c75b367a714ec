// @ts-check
// Every kind of data the page keeps for the user, in one list: web/app/storage.js keeps each in
// IndexedDB and moves it from its old localStorage key, and the backup file (web/app/backup.js)
// holds every store listed here. A module that keeps data defines its StoreSpec and adds one
// line here; nothing else needs to change for it to be kept, migrated, backed up and restored.
import { SETTINGS_STORE } from '../ui/settings.js';
import { RUNS_STORE } from '../ui/saved_stats.js';
import { LEARN_STORE } from '../ui/learn_records.js';
import { COMPARISONS_STORE } from '../ui/saved_compare.js';
import { ANALYSE_STORE, ALG_STORE } from '../ui/last_texts.js';
import { ASIDE_STORE } from './storage.js';

/** @type {import('./storage.js').StoreSpec[]} */
export const STORES = [
  SETTINGS_STORE,
  RUNS_STORE,
  LEARN_STORE,
  COMPARISONS_STORE,
  ANALYSE_STORE,
  ALG_STORE,
  ASIDE_STORE,
];
