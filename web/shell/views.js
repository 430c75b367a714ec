// @ts-check
// The page's views, in the order the navigation shows them. A view is a module whose
// createView(context) renders into its own section and returns {open(linkState)?, ...}; adding
// one is that module plus one line here. Only the first view is loaded with the page: the others
// are fetched when first opened.
import * as solve from '../views/solve/view.js';

/** @type {import('../kit/context.js').ViewEntry[]} */
export const VIEWS = [
  { id: 'solve', label: 'Solve', load: async () => solve },
  { id: 'learn', label: 'Learn', load: () => import('../views/learn/view.js') },
  { id: 'stats', label: 'Statistics', load: () => import('../views/stats/view.js'), wide: true },
  { id: 'analyse', label: 'Analyse', load: () => import('../views/analyse/view.js'), wide: true },
  { id: 'alg', label: 'Alg viewer', load: () => import('../views/alg/view.js') },
  { id: 'maths', label: 'Maths', load: () => import('../views/maths/view.js') },
  { id: 'data', label: 'Data', load: () => import('../views/data/view.js') },
  { id: 'compare', label: 'Compare', load: () => import('../views/compare/view.js'), wide: true },
  { id: 'route', label: 'Routes', load: () => import('../views/route/view.js') },
  { id: 'timer', label: 'Timer', load: () => import('../views/timer/view.js') },
];
