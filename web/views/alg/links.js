// @ts-check
// The alg viewer's links out: the same setup and algorithm on alg.cubing.net and on Twizzle.

/**
 * An alg.cubing.net address for a setup and an algorithm (its own escaping: `_` for a space, `-` for
 * a prime, the rest URL-encoded), and the same for Twizzle (form-encoded).
 * @param {string} setup @param {string} alg
 */
export function outsideLinks(setup, alg) {
  const acn = (/** @type {string} */ t) =>
    encodeURIComponent(
      t.replaceAll('-', '&#45;').replaceAll('_', '&#95;').replaceAll(' ', '_').replaceAll("'", '-'),
    );
  const params = new URLSearchParams();
  if (setup) params.set('setup-alg', setup);
  params.set('alg', alg);
  return {
    algCubingNet: `https://alg.cubing.net/?${setup ? `setup=${acn(setup)}&` : ''}alg=${acn(alg)}`,
    twizzle: `https://alpha.twizzle.net/edit/?${params.toString()}`,
  };
}
