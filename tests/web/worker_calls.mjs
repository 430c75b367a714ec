// The worker's calls (web/worker/calls.js) over the Node build of the module: what the page's
// worker answers, without the worker, as a transport for the page's typed proxy
// (web/kit/worker_client/api.js createApi). `spy(fn, args)` hears every call first.
import { createCalls } from '../../web/worker/calls.js';

export function callsTransport(core, spy = () => {}) {
  const calls = createCalls(core, { notice: () => {} });
  return {
    calls,
    call: async (fn, args) => {
      spy(fn, args);
      return calls[fn](...args);
    },
  };
}
