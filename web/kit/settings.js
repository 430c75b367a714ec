// @ts-check
// Settings the page remembers between visits (the 'settings' store, web/kit/storage/storage.js). Bad or
// missing values fall back to the defaults, so a hand-edited or stale entry never breaks the page.
import { FACES, WCA_COLOURS } from './cube/layout.js';
import { storage } from './storage/storage.js';

const CROSS_COLOURS = ['white', 'yellow', 'white,yellow', 'neutral'];
const DEFAULTS = {
  colours: WCA_COLOURS,
  speedMs: 250,
  stickering: true,
  method: '',
  learnSet: 'OLL',
  crossColour: 'white',
  // The Learn view: the colour on top in case pictures and drills, the keyboard layout (and the
  // learner's own keys: key -> move), and the trainer's last choices.
  learnTop: 'yellow',
  keyLayout: 'letters',
  keyRemap: /** @type {Record<string, string>} */ ({}),
  learnMode: 'random',
  learnCube: 'page',
  learnSlot: 'FR',
  // The real cube's timer: two stages (a key marks the end of recognition) or one (total only).
  learnTimer: 'two',
  // Two-phase looks for shorter answers (TWOPHASE_EFFORT): on random-move scrambles of 15 moves
  // the first answer averages about 19, a brief search for shorter ones under 15.
  twophaseEffort: 'short',
  // The optimal solver's time limit in ms (0: none; Cancel stops it), as the Solve view offers it.
  optimalLimitMs: 0,
  // The metric every move count of the page is shown in (counted by the core): HTM, QTM or STM.
  metric: 'htm',
  // The page's colours: the system's light or dark, or one of them chosen (web/shell/screen.js).
  theme: 'system',
};
const OPTIMAL_LIMITS = [0, 10000, 60000, 600000];
export const METRICS = ['htm', 'qtm', 'stm'];
const LEARN_TOPS = ['yellow', 'white'];
const KEY_LAYOUTS = ['letters', 'speedsolving'];
const LEARN_MODES = ['random', 'recap', 'weighted'];
const LEARN_CUBES = ['page', 'real'];
const LEARN_SLOTS = ['FR', 'FL', 'BL', 'BR', 'any'];
const LEARN_TIMERS = ['two', 'one'];
export const THEMES = ['system', 'light', 'dark'];
// A remapped key: one printable character; its move: a turn as the keymap writes them.
export const REMAP_KEY = /^[!-~]$/;
export const REMAP_MOVE = /^[URFDLBMESxyz]w?['2]?$/;
const oneOf = (/** @type {string[]} */ list, /** @type {unknown} */ value, /** @type {string} */ fallback) =>
  typeof value === 'string' && list.includes(value) ? value : fallback;

function sanitiseRemap(/** @type {any} */ stored) {
  /** @type {Record<string, string>} */
  const remap = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return remap;
  for (const [key, move] of Object.entries(stored))
    if (REMAP_KEY.test(key) && typeof move === 'string' && REMAP_MOVE.test(move)) remap[key] = move;
  return remap;
}
const COLOUR = /^#[0-9a-f]{6}$/i;
// A case set's name as the core writes it ("OLL", "PLL-EDGES"); the learn panel checks it against
// the core's sets and falls back to OLL when this build has no such set.
const CASE_SET = /^[A-Z0-9-]{1,16}$/;

/** @param {any} stored untrusted: whatever was kept */
function sanitise(stored) {
  /** @type {Record<string, string>} */
  const colours = { ...WCA_COLOURS };
  for (const f of FACES) if (COLOUR.test(stored?.colours?.[f] ?? '')) colours[f] = stored.colours[f];
  const speed = Number(stored?.speedMs);
  return {
    colours,
    speedMs: speed >= 50 && speed <= 1000 ? speed : DEFAULTS.speedMs,
    stickering: typeof stored?.stickering === 'boolean' ? stored.stickering : DEFAULTS.stickering,
    method: typeof stored?.method === 'string' ? stored.method : DEFAULTS.method,
    learnSet:
      typeof stored?.learnSet === 'string' && CASE_SET.test(stored.learnSet)
        ? stored.learnSet
        : DEFAULTS.learnSet,
    crossColour: CROSS_COLOURS.includes(stored?.crossColour) ? stored.crossColour : DEFAULTS.crossColour,
    learnTop: oneOf(LEARN_TOPS, stored?.learnTop, DEFAULTS.learnTop),
    keyLayout: oneOf(KEY_LAYOUTS, stored?.keyLayout, DEFAULTS.keyLayout),
    keyRemap: sanitiseRemap(stored?.keyRemap),
    learnMode: oneOf(LEARN_MODES, stored?.learnMode, DEFAULTS.learnMode),
    learnCube: oneOf(LEARN_CUBES, stored?.learnCube, DEFAULTS.learnCube),
    learnSlot: oneOf(LEARN_SLOTS, stored?.learnSlot, DEFAULTS.learnSlot),
    learnTimer: oneOf(LEARN_TIMERS, stored?.learnTimer, DEFAULTS.learnTimer),
    twophaseEffort: Object.hasOwn(TWOPHASE_EFFORT, stored?.twophaseEffort)
      ? stored.twophaseEffort
      : DEFAULTS.twophaseEffort,
    optimalLimitMs: OPTIMAL_LIMITS.includes(stored?.optimalLimitMs)
      ? stored.optimalLimitMs
      : DEFAULTS.optimalLimitMs,
    metric: /** @type {'htm' | 'qtm' | 'stm'} */ (oneOf(METRICS, stored?.metric, DEFAULTS.metric)),
    theme: oneOf(THEMES, stored?.theme, DEFAULTS.theme),
  };
}

// How long two-phase looks for shorter answers than its first, in search nodes rather than
// milliseconds, so that a cube gets the same answer on every machine and every visit (a share
// link replays it): "short" is about 0.2 s in this machine's browser (bench/RESULTS.md).
/** @type {Record<string, number>} */
export const TWOPHASE_EFFORT = { off: 0, short: 1000000, long: 10000000 };
export const DEFAULT_TWOPHASE_EFFORT = DEFAULTS.twophaseEffort;

/** The solve options of an effort (TWOPHASE_EFFORT): improve with that node budget, or none. */
export function twophaseOptions(/** @type {string} */ effort) {
  const nodes = TWOPHASE_EFFORT[effort] ?? 0;
  return nodes > 0 ? { improve: true, maxNodes: nodes } : {};
}

// Why stored settings are not acceptable in a backup ('' when they are): every setting given
// must be valid (a missing one takes its default).
function check(/** @type {any} */ stored) {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return 'not an object of settings';
  const clean = sanitise(stored);
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'colours') {
      const bad = [...FACES].find((f) => value?.[f] !== undefined && !COLOUR.test(value[f]));
      if (typeof value !== 'object' || value === null || bad)
        return `colour of ${bad ?? 'the faces'} is not #rrggbb`;
    } else if (
      key in DEFAULTS &&
      JSON.stringify(clean[/** @type {keyof typeof clean} */ (key)]) !== JSON.stringify(value)
    )
      return `"${key}" has an invalid value`;
  }
  return '';
}

/** @type {import('./storage/storage.js').StoreSpec} */
export const SETTINGS_STORE = {
  name: 'settings',
  label: 'Settings',
  version: 1,
  legacyKey: 'cubelab.settings.v1',
  read: sanitise,
  check,
  describe: (s) =>
    `speed ${s.speedMs} ms, method ${s.method || 'default'}, ${s.learnSet}, cross ${s.crossColour}`,
};

/** @typedef {ReturnType<typeof sanitise>} Settings */

/** @returns {Settings} */
export function loadSettings() {
  return storage.get('settings');
}

// Private browsing or a full quota: the page works, it just forgets (the Data view says so).
export function saveSettings(/** @type {Settings} */ settings) {
  storage.set('settings', settings);
}
