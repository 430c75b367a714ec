// @ts-check
// Every kind of data the page keeps for the user, in one list: web/app/storage.js keeps each in
// IndexedDB and moves it from its old localStorage key, and the backup file (web/app/backup.js)
// holds every store listed here. A module that keeps data defines its StoreSpec and adds one
// line here; nothing else needs to change for it to be kept, migrated, backed up and restored.
import { SETTINGS_STORE } from '../ui/settings.js';
import { RUNS_STORE } from '../ui/saved_stats.js';

/** @type {import('./storage.js').StoreSpec[]} */
export const STORES = [SETTINGS_STORE, RUNS_STORE];
