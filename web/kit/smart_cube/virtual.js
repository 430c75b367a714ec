// @ts-check
// The virtual cube: the page's own keyboard and drag turns, given to the link (`takeTurn`) while
// it is connected, come back as the same stream a smart cube gives. For people without a smart
// cube, and for tests. Its clock is the page's.

/** @type {import('./stream.js').OpenDriver} */
export async function openVirtualCube(emit) {
  return {
    name: 'Virtual cube',
    turn(move) {
      const now = performance.now();
      emit({ type: 'move', move, cubeTimestamp: now, localTimestamp: now });
    },
    markSolved: async () => {},
    disconnect: async () => {},
  };
}
