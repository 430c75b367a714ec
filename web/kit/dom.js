// @ts-check
// Looking up a view's own elements by selector. The markup is the view's, so a lookup names an
// element that is there: typed as the form controls at once (input, select, textarea; a button's
// properties are an input's), so values, states and options read without a cast at each use.

/**
 * @typedef {HTMLInputElement & Omit<HTMLSelectElement, 'type'> & Omit<HTMLTextAreaElement, 'type'> &
 *   Pick<HTMLAnchorElement, 'href' | 'download'>} Control
 */

/** @param {ParentNode} root @returns {(selector: string) => Control} */
export const finder = (root) => (selector) => /** @type {Control} */ (root.querySelector(selector));
