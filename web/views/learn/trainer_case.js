// @ts-check
// One case of the trainer, put before the learner and revealed: on the page's cube the case is set
// up, greyed as its step greys it, with the stage's caption; on a real cube the scramble is shown
// with its length in the page's metric (counted by the core). At the reveal: the times (measured by
// the real cube's timer or the page's cube, else up to now), the learner's answer and, for a left
// slot, the core's left-handed one, and the case as it was given, as a picture with its greying.
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import { isError } from '../../kit/worker_client/api.js';
import { focusOf } from './library.js';
import { caseSolving } from './trainer_answers.js';
import { seconds } from './trainer_record.js';

/** @typedef {import('../../../wasm/cubelab').CaseScrambleItem} Item */
/** @typedef {import('./library.js').Case} Case */
/**
 * The case in play: what it is, the scramble that left it, on which cube; when it was shown and
 * first turned; once stopped, its times (`ms` undefined while it runs) and the answer.
 * @typedef {{info: Case, item: Item, real: boolean, shownAt: number, firstTurnAt: number | null,
 *   ms?: number, recognitionMs?: number | null, onCube?: boolean, answer?: string}} Drill
 */
/** @typedef {{ms?: number, recognitionMs?: number | null, onCube?: boolean}} Stop */

/**
 * The case on the page's cube, greyed as its step greys it.
 * @param {import('./shared.js').LearnShared} shared @param {Case} info @param {Item} item
 */
export async function setUpOnCube({ api, session, stage }, info, item) {
  const r = await api.playback(caseSolving(item), item.facelets, focusOf(info.set));
  session.pause();
  await session.setCube(item.facelets, 'trainer');
  stage.setCaption(`Trainer: which ${info.set} case is this?`);
  const shown = isError(r) ? '' : r.shown[0];
  stage.setGreying(shown.includes('0') ? [...shown].map((s) => s === '0') : null);
}

/**
 * What the status line says of a real cube's scramble: its length in the page's metric.
 * @param {import('./shared.js').LearnShared} shared @param {Case} info @param {Item} item
 */
export async function scrambleText({ api, settings }, info, item) {
  const counted = settings.metric === 'htm' ? null : await api.moves(item.scramble);
  const moves = counted && !isError(counted) ? counted[settings.metric] : item.length;
  const unit = counted && !isError(counted) ? settings.metric.toUpperCase() : 'HTM';
  return `Scramble (${moves} moves, ${unit}), then time your ${info.set} case.`;
}

/** Stops the drill's time: {ms, recognitionMs} as measured, or up to now. */
export function stopTime(/** @type {Drill} */ drill, /** @type {Stop} */ how) {
  const now = performance.now();
  drill.ms = how.ms ?? now - drill.shownAt;
  drill.recognitionMs =
    how.recognitionMs !== undefined
      ? how.recognitionMs
      : drill.firstTurnAt === null
        ? null
        : drill.firstTurnAt - drill.shownAt;
  drill.onCube = Boolean(how.onCube);
}

/** The status line at the reveal: the case, its times, the answer. */
export function revealText(/** @type {Drill} */ d, /** @type {string} */ answer) {
  const ms = d.ms ?? 0;
  const recognition = d.recognitionMs ?? null;
  const split =
    recognition === null
      ? ''
      : ` (recognition ${seconds(recognition)}, execution ${seconds(ms - recognition)})`;
  return (
    (d.onCube ? 'Done on the cube: ' : '') +
    `${d.info.name} (${d.info.group}) in ${seconds(ms)}${split}: ${answer}`
  );
}

/**
 * The case as it was given (a real cube's learner sees what the scramble left), with its greying.
 * @param {import('./shared.js').LearnShared} shared @param {Drill} d
 */
export async function casePicture({ api, palette }, d) {
  const played = await api.playback(caseSolving(d.item), d.item.facelets, focusOf(d.info.set));
  return caseDiagram(
    d.item.facelets,
    d.info.set,
    palette(),
    isError(played) ? null : played.shown[0],
    d.item.slot ?? 'FR',
  );
}
