// @ts-check
// Views with their own address: `#/VIEW` (web/kit/link.js). The navigation is a list of links, so
// the keyboard reaches every view and back and forward walk the views visited. A view's module is
// loaded and created the first time it is opened; every opening passes it the address's state.
import { parseLink } from '../kit/link.js';

/**
 * @param {{views: import('../kit/context.js').ViewEntry[], nav: HTMLElement, container: HTMLElement,
 *   layout: HTMLElement, context: Omit<import('../kit/context.js').ViewContext, 'root' | 'active'>}} options
 */
export function createRouter({ views, nav, container, layout, context }) {
  /** @type {Map<string, HTMLElement>} */
  const sections = new Map();
  /** @type {Map<string, Promise<import('../kit/context.js').ViewInstance>>} */
  const instances = new Map();
  /** @type {import('../kit/context.js').ViewInstance[]} the views created so far */
  const created = [];
  /** @type {string | null} */
  let current = null;

  nav.innerHTML = views.map((v) => `<a href="#/${v.id}" data-view="${v.id}">${v.label}</a>`).join('');
  for (const v of views) {
    const section = document.createElement('section');
    section.className = 'view';
    section.dataset.view = v.id;
    section.hidden = true;
    section.tabIndex = -1;
    section.setAttribute('aria-label', v.label);
    container.appendChild(section);
    sections.set(v.id, section);
  }

  /** @param {import('../kit/context.js').ViewEntry} entry */
  function instance(entry) {
    if (!instances.has(entry.id)) {
      const root = /** @type {HTMLElement} */ (sections.get(entry.id));
      const made = entry
        .load()
        .then((module) => module.createView({ ...context, root, active: () => current === entry.id }))
        .then((view) => (created.push(view), view));
      // A view that failed to load is tried again on the next visit.
      made.catch(() => instances.delete(entry.id));
      instances.set(entry.id, made);
    }
    return /** @type {Promise<import('../kit/context.js').ViewInstance>} */ (instances.get(entry.id));
  }

  async function route(/** @type {boolean} */ focus) {
    const link = parseLink(location.hash);
    const entry = views.find((v) => v.id === link.view) ?? views[0];
    current = entry.id;
    for (const [id, section] of sections) section.hidden = id !== entry.id;
    for (const a of nav.querySelectorAll('a')) {
      if (a.dataset.view === entry.id) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    layout.dataset.view = entry.id;
    context.work.begin();
    try {
      const view = await instance(entry);
      if (current !== entry.id) return;
      if (focus) sections.get(entry.id)?.focus({ preventScroll: true });
      await view.open?.(link.state);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      context.setStatus(`The ${entry.label} view did not load: ${why}`, true);
    } finally {
      context.work.end();
    }
  }

  window.addEventListener('hashchange', () => route(true));

  return {
    start: () => route(false),
    /** Calls `fn` on each view created so far, at once (a key handler must answer in time). */
    each(/** @type {(view: import('../kit/context.js').ViewInstance) => void} */ fn) {
      created.forEach(fn);
    },
    current: () => current,
  };
}
