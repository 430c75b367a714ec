// @ts-check
// What the Learn view's panels share (web/views/learn/view.js makes it). Types only.

/**
 * @typedef {{
 *   api: import('../../kit/worker_client/api.js').Api,
 *   session: import('../../kit/session.js').Session,
 *   stage: import('../../kit/context.js').ViewContext['stage'],
 *   records: import('./records.js').Records,
 *   sets: string[],
 *   casesOf: (set: string) => Promise<Case[] | import('../../kit/worker_client/api.js').ApiError>,
 *   picturesIn: (slot: string) => Promise<import('./library.js').SlotPictures>,
 *   palette: () => Record<string, string>,
 *   settings: import('../../kit/settings.js').Settings,
 *   saveSettings: () => void,
 *   setStatus: (text: string, warn?: boolean) => void,
 *   stepDone: boolean,
 *   work: {begin: () => void, end: () => void},
 * }} LearnShared
 */
/** @typedef {import('./library.js').Case} Case */

export {};
