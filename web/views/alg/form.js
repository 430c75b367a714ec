// @ts-check
// The alg viewer's two boxes: their errors (line and column marked in the box), and a pasted
// alg.cubing.net / Twizzle link unpacked into its setup and algorithm.
import { isError } from '../../kit/worker_client/api.js';
import { showFieldError } from '../../kit/text.js';

/**
 * @param {(selector: string) => import('../../kit/dom.js').Control} $
 * @param {import('../../kit/worker_client/api.js').Api} api
 */
export function createAlgForm($, api) {
  const fields = { setup: $('#alg-setup'), alg: $('#alg-moves') };

  function clearErrors() {
    for (const id of ['setup', 'moves']) $(`#alg-${id}-error`).textContent = '';
    for (const f of Object.values(fields)) f.removeAttribute('aria-invalid');
  }

  /** An error under its field, its line and column marked and selected in the box. */
  function showError(
    /** @type {'setup' | 'alg'} */ which,
    /** @type {import('../../kit/worker_client/api.js').ApiError} */ error,
  ) {
    showFieldError(fields[which], $(`#alg-${which === 'alg' ? 'moves' : 'setup'}-error`), error);
  }

  /** A link pasted into either box becomes its setup and algorithm. */
  async function unpackLink() {
    for (const which of /** @type {const} */ (['alg', 'setup'])) {
      const r = await api.algLink(fields[which].value.trim());
      if (isError(r)) return (showError(which, r), false);
      if (!r.link) continue;
      fields.setup.value = r.setup;
      fields.alg.value = r.alg;
      return true;
    }
    return true;
  }

  return { fields, clearErrors, showError, unpackLink };
}
