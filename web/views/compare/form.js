// @ts-check
// The Compare view's form: the methods ticked, the scramble lengths typed, the scrambles per length
// and the seed; read with an error naming the field (and, for the lengths, the column), filled from
// a saved comparison or a link, and written into the address so that a link (or a reload) brings
// the same comparison back.
import { escapeHtml, number, readInteger } from '../../kit/text.js';
import { finder } from '../../kit/dom.js';
import { THESIS_LENGTHS, formatLengths, parseLengths } from './model.js';

/** @typedef {{methods: string[], lengths: number[], samples: number, seed: number}} Form */

const MAX_SAMPLES = 1000000;
const MAX_SEED = Number.MAX_SAFE_INTEGER;
const MAX_SOLVES = 10000000;
// The thesis's three methods, checked when nothing else is asked for.
const DEFAULT_METHODS = ['cfop-2look', 'beginner', 'twophase'];

/** @param {HTMLElement} root @param {import('../../kit/worker_client/api.js').MethodInfo[]} methods */
export function createCompareForm(root, methods) {
  const $ = finder(root);
  $('#compare-methods').innerHTML = methods
    .map(
      (m) =>
        `<label><input type="checkbox" name="compare-method" value="${escapeHtml(m.name)}"` +
        `${DEFAULT_METHODS.includes(m.name) ? ' checked' : ''} /> ${escapeHtml(m.label)}</label>`,
    )
    .join('');
  $('#compare-lengths').value = formatLengths(THESIS_LENGTHS);
  const methodBoxes = () =>
    /** @type {HTMLInputElement[]} */ ([...root.querySelectorAll('[name=compare-method]')]);

  /** The form's settings, or an error naming the field. @returns {Form | {error: string}} */
  function read() {
    const chosen = methodBoxes()
      .filter((b) => b.checked)
      .map((b) => b.value);
    if (!chosen.length) return { error: 'Pick at least one method.' };
    const lengths = parseLengths($('#compare-lengths').value);
    if ('error' in lengths) return { error: `Scramble lengths: ${lengths.error}.` };
    const samples = readInteger($('#compare-samples'), 'Scrambles per length', 1, MAX_SAMPLES);
    const seed = readInteger($('#compare-seed'), 'Seed', 0, MAX_SEED);
    if (samples.error !== undefined || seed.error !== undefined)
      return { error: samples.error ?? seed.error ?? '' };
    const solves = chosen.length * lengths.lengths.length * samples.value;
    if (solves > MAX_SOLVES)
      return { error: `That is ${number(solves)} solves; at most 10,000,000 per comparison.` };
    return { methods: chosen, lengths: lengths.lengths, samples: samples.value, seed: seed.value };
  }

  /** The address holds the settings. */
  function writeLink(/** @type {Form} */ s) {
    const params = new URLSearchParams({
      methods: s.methods.join(','),
      lengths: formatLengths(s.lengths).replaceAll(' ', ''),
      samples: String(s.samples),
      seed: String(s.seed),
    });
    history.replaceState(null, '', `#/compare?${params}`);
  }

  /** The form as a comparison had it. */
  function fill(/** @type {Form} */ entry) {
    for (const box of methodBoxes()) box.checked = entry.methods.includes(box.value);
    $('#compare-lengths').value = formatLengths(entry.lengths);
    $('#compare-samples').value = String(entry.samples);
    $('#compare-seed').value = String(entry.seed);
  }

  /** A link's settings into the form (as typed), then the form read. */
  function fromLink(/** @type {import('../../kit/link.js').LinkState} */ state) {
    if (state.methods) {
      const wanted = state.methods.split(',');
      for (const box of methodBoxes()) box.checked = wanted.includes(box.value);
    }
    if (state.lengths) $('#compare-lengths').value = state.lengths.replaceAll(',', ', ');
    if (state.samples) $('#compare-samples').value = state.samples;
    if (state.seed) $('#compare-seed').value = state.seed;
    return read();
  }

  return { read, writeLink, fill, fromLink };
}
