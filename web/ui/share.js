// The page's address holds the scramble and method (#scramble=...&method=...), so a link restores
// the cube and its solution.

export function readShared() {
  const params = new URLSearchParams(location.hash.slice(1));
  return { scramble: params.get('scramble') ?? '', method: params.get('method') ?? '' };
}

// Updates the address without reloading; returns the full link.
export function writeShared({ scramble, method }) {
  const params = new URLSearchParams();
  if (scramble) params.set('scramble', scramble);
  if (method) params.set('method', method);
  const hash = params.toString();
  history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search);
  return location.href;
}
