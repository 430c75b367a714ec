// The page's address holds the scramble, the method and, for methods that start with a cross, the
// cross colour (#scramble=...&method=...&colour=...), so a link restores the cube and its solution.

export function readShared() {
  const params = new URLSearchParams(location.hash.slice(1));
  return {
    scramble: params.get('scramble') ?? '',
    method: params.get('method') ?? '',
    colour: params.get('colour') ?? '',
  };
}

// Updates the address without reloading; returns the full link.
export function writeShared({ scramble, method, colour }) {
  const params = new URLSearchParams();
  if (scramble) params.set('scramble', scramble);
  if (method) params.set('method', method);
  if (colour) params.set('colour', colour);
  const hash = params.toString();
  history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search);
  return location.href;
}
