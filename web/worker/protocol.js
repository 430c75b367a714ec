// @ts-check
// What a worker and the page agree on besides the calls themselves (web/worker/calls.js, carried
// by Comlink): the events a worker posts on its own (table-build progress, table-cache notices;
// Comlink leaves messages without its id alone), and the name of the error a call throws when the
// worker must not be trusted again (a trap, or an exception that unwound through the core).

/** @typedef {{progress: {table: string, fraction: number}} | {notice: string}} WorkerEvent */

/** The name of the error a call fails with when its worker must be replaced. */
export const WORKER_FAULT = 'WorkerFault';
