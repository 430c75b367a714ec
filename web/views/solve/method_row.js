// @ts-check
// The Solve view's method and its options: the methods the core offers (and a route to a pattern),
// the rows each method takes (cross colour, two-phase effort, the optimal search's limit, the
// pattern), and the options of the method chosen as the solver and the link take them.
import { isError } from '../../kit/worker_client/api.js';
import { escapeHtml } from '../../kit/text.js';
import { routeRequest } from '../../kit/link.js';
import { twophaseOptions } from '../../kit/settings.js';

// The page's own method: a route to a named pattern (the core's route search, not a solver).
export const ROUTE = 'route';

/**
 * @param {{
 *   $: (selector: string) => import('../../kit/dom.js').Control,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   info: import('../../kit/worker_client/api.js').WorkerInfo,
 *   settings: import('../../kit/context.js').ViewContext['settings'],
 *   saveSettings: () => void,
 *   offered: import('../../kit/worker_client/api.js').WorkerInfo['methods'],
 *   methods: Map<string, import('../../kit/worker_client/api.js').WorkerInfo['methods'][number]>,
 *   search: {metric: 'htm' | 'qtm'},
 * }} deps `search.metric`: what routes and two-phase search in
 */
export function createMethodRow({ $, api, info, settings, saveSettings, offered, methods, search }) {
  const isRoute = () => $('#method').value === ROUTE;

  function fillMethods() {
    const options = offered.map((m) => [m.name, m.label]);
    if (info.calls.includes('route') && info.calls.includes('patterns'))
      options.push([ROUTE, 'Route to pattern']);
    $('#method').innerHTML = options
      .map(([name, label]) => `<option value="${escapeHtml(name)}">${escapeHtml(label)}</option>`)
      .join('');
    if (options.some(([name]) => name === settings.method)) $('#method').value = settings.method;
    $('#solve').disabled = options.length === 0;
    if (options.length === 0) $('#solve-message').textContent = 'No solver in this build yet.';
  }

  async function updateRows() {
    $('#colour-row').hidden = !methods.get($('#method').value)?.colour_choice;
    $('#improve-row').hidden = $('#method').value !== 'twophase';
    $('#optimal-row').hidden = !methods.get($('#method').value)?.long_search;
    if ($('#optimal-row').hidden) $('#optimal-prompt').hidden = true; // another method: no table needed
    $('#pattern-row').hidden = !isRoute();
    if (!isRoute() || $('#pattern').options.length) return;
    const list = await api.patterns();
    const names = isError(list) ? [] : list.map((p) => p.name);
    $('#pattern').innerHTML = names.map((n) => `<option>${escapeHtml(n)}</option>`).join('');
  }

  /** The options of the method chosen, as the link and the solver take them. */
  function chosenOptions() {
    const method = $('#method').value;
    if (method === ROUTE) {
      // B: a pattern, or the typed or painted cube of a route link (web/kit/link.js).
      const typed = $('#pattern').selectedOptions[0]?.dataset.to !== undefined;
      return routeRequest(!typed, $('#pattern').value, search.metric);
    }
    if (methods.get(method)?.colour_choice) return { colour: $('#cross-colour').value };
    if (method === 'twophase')
      return {
        ...twophaseOptions(settings.twophaseEffort),
        ...(search.metric === 'qtm' ? { metric: /** @type {const} */ ('qtm') } : {}),
      };
    if (methods.get(method)?.long_search) return { budgetMs: Number($('#optimal-limit').value) || 0 };
    return {};
  }

  // A route link's B that is not a pattern (typed moves, facelets, a painted cube): offered first
  // among the patterns, chosen.
  function offerTyped(/** @type {string} */ to) {
    for (const o of $('#pattern').querySelectorAll('[data-to]')) o.remove();
    const option = document.createElement('option');
    option.value = to;
    option.dataset.to = '';
    option.textContent = `B as in the link: ${to.length > 40 ? `${to.slice(0, 40)}…` : to}`;
    $('#pattern').prepend(option);
    $('#pattern').value = to;
  }

  $('#method').addEventListener('change', () => {
    settings.method = $('#method').value;
    saveSettings();
    updateRows();
  });
  $('#improve-effort').value = settings.twophaseEffort;
  $('#improve-effort').addEventListener('change', () => {
    settings.twophaseEffort = $('#improve-effort').value;
    saveSettings();
  });
  $('#optimal-limit').value = String(settings.optimalLimitMs);
  $('#optimal-limit').addEventListener('change', () => {
    settings.optimalLimitMs = Number($('#optimal-limit').value);
    saveSettings();
  });
  $('#cross-colour').value = settings.crossColour;
  $('#cross-colour').addEventListener('change', () => {
    settings.crossColour = $('#cross-colour').value;
    saveSettings();
  });
  fillMethods();
  updateRows();

  return { updateRows, chosenOptions, offerTyped };
}
