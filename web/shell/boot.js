// @ts-check
// The first module the page evaluates (web/shell/main.js imports it first): starts the solver worker,
// so the WASM module downloads and compiles while three.js is evaluated and sets up the view.
// main.js takes the client from here.
import { WorkerClient } from '../kit/worker_client/client.js';

performance.mark('cubelab:boot');

/** @type {((text: string) => void)[]} */
const noticeHandlers = [];
/** @type {((progress: {table: string, fraction: number}) => void)[]} */
const progressHandlers = [];
/** @type {((reason: string) => void)[]} */
const restartHandlers = [];
/** @type {string[]} what the worker said before main.js listened */
export const earlyNotices = [];

export const client = new WorkerClient({
  onProgress: (progress) => progressHandlers.forEach((fn) => fn(progress)),
  onNotice: (text) => {
    if (noticeHandlers.length === 0) earlyNotices.push(text);
    noticeHandlers.forEach((fn) => fn(text));
  },
  onRestart: (reason) => restartHandlers.forEach((fn) => fn(reason)),
});

/**
 * @param {{onProgress: (progress: {table: string, fraction: number}) => void,
 *   onNotice: (text: string) => void, onRestart: (reason: string) => void}} handlers
 */
export function listen({ onProgress, onNotice, onRestart }) {
  progressHandlers.push(onProgress);
  noticeHandlers.push(onNotice);
  restartHandlers.push(onRestart);
}
