// @ts-check
// The page's cube follows the connected cube: each move goes through the page's own turn path (the
// core applies it, and refuses what is no move), and a reported state replaces the page's once
// the core has found it a legal cube (Session.follow). DOM-free.
import { isError } from '../worker_client/api.js';

/**
 * @param {import('./stream.js').SmartCubeLink} link
 * @param {{
 *   session: import('../session.js').Session,
 *   turn: (move: string) => unknown,
 *   report: (text: string, warn?: boolean) => void,
 * }} page  `turn` is the page's turn (as a key or drag makes it); `report` the status line
 */
export function followSmartCube(link, { session, turn, report }) {
  // Both go into the session's queue at once, so they are applied in the order the cube sent them.
  return link.on((event) => {
    if (event.type === 'move') turn(event.move);
    else if (event.type === 'facelets')
      session.follow(event.facelets, 'smart cube').then((r) => {
        if (r && isError(r)) report(`The cube reported a state the core refuses: ${r.error}`, true);
      });
    else if (event.type === 'connect') report(`${event.name} connected: the cube on screen follows it.`);
    else if (event.type === 'disconnect') report('The smart cube is disconnected.', true);
  });
}
