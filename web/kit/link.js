// @ts-check
// The page's address: `#/VIEW` names the view, and the Solve view's query holds the cube on screen
// and its solution, so a link reopens exactly what was shown:
//   #/solve?scramble=TEXT   the cube typed as TEXT (moves, facelets or a pattern name), or
//   #/solve?facelets=STR    the cube as 54 letters (painted, hand-turned, a case),
//   &method=M&colour=C&pattern=P&at=N  its solution by method M with its options, played N moves.
// The Analyse view: #/analyse?scramble=S&solution=X&time=T&at=N&whatif=K (step K played with the
// best found). The alg viewer: #/alg?setup=S&alg=A&at=N.
// Links from before views existed (#scramble=ALG&method=M&colour=C) open the Solve view.
// The Compare view's query holds its run's settings (methods, lengths, samples, seed).
// The Route view: #/route?scramble=A&to=B&metric=qtm&at=N (A as the Solve view keeps the cube on
// screen, `facelets=` too; B a pattern name, moves or facelets). A route on screen in the Solve
// view keeps its B the same way: `method=route&pattern=P` for a pattern, `&to=B` for typed moves,
// facelets or a painted cube, `&metric=qtm` when it was searched in quarter turns (a two-phase
// answer too: `method=twophase&metric=qtm`).
// DOM-free: tests/web checks the format under Node.

/** @typedef {{scramble?: string, facelets?: string, method?: string, colour?: string, pattern?: string, at?: number,
 *   solution?: string, time?: string, whatif?: number, setup?: string, alg?: string,
 *   methods?: string, lengths?: string, samples?: string, seed?: string, to?: string, metric?: string}} LinkState */
/** @typedef {{view: string, state: LinkState}} Link */

// The Compare view's run: #/compare?methods=M1,M2&lengths=5,10,random&samples=N&seed=S.
const KEYS = /** @type {const} */ ([
  'scramble',
  'facelets',
  'method',
  'colour',
  'pattern',
  'solution',
  'time',
  'setup',
  'alg',
  'methods',
  'lengths',
  'samples',
  'seed',
  'to',
  'metric',
]);

/**
 * @param {string} hash the address's fragment, with or without '#'
 * @returns {Link}
 */
export function parseLink(hash) {
  const text = hash.replace(/^#/, '');
  const route = /^\/([\w-]*)(?:\?(.*))?$/.exec(text);
  const view = route ? route[1] : '';
  const params = new URLSearchParams(route ? (route[2] ?? '') : text);
  /** @type {LinkState} */
  const state = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) state[key] = value;
  }
  const at = Number(params.get('at'));
  if (Number.isInteger(at) && at > 0) state.at = at;
  const whatif = Number(params.get('whatif'));
  if (Number.isInteger(whatif) && whatif > 0) state.whatif = whatif;
  // An old link (no route) with a cube in it belongs to the Solve view.
  return { view: view || (Object.keys(state).length ? 'solve' : ''), state };
}

/**
 * @param {string} view
 * @param {LinkState} [state]
 */
export function formatLink(view, state = {}) {
  const params = new URLSearchParams();
  for (const key of KEYS) if (state[key]) params.set(key, state[key]);
  if (state.at) params.set('at', String(state.at));
  if (state.whatif) params.set('whatif', String(state.whatif));
  const query = params.toString();
  return `#/${view}${query ? `?${query}` : ''}`;
}

/**
 * A route's request options, as a session keeps them and a Solve view link carries them: its B
 * (a pattern by name, else the text typed or the facelets painted) and its metric when not HTM.
 * @param {boolean} isPattern @param {string} to @param {string} metric
 * @returns {{pattern?: string, to?: string, metric?: 'qtm'}}
 */
export function routeRequest(isPattern, to, metric) {
  return { ...(isPattern ? { pattern: to } : { to }), ...(metric === 'qtm' ? { metric: 'qtm' } : {}) };
}
