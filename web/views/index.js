// @ts-check
// The page's views, in the order the navigation shows them. A view is a module whose
// createView(context) renders into its own section and returns {open(linkState)?, ...}; adding
// one is that module plus one line here. Only the first view is loaded with the page: the others
// are fetched when first opened.
import * as solve from './solve.js';

/** @type {import('../app/context.js').ViewEntry[]} */
export const VIEWS = [
  { id: 'solve', label: 'Solve', load: async () => solve },
  { id: 'learn', label: 'Learn', load: () => import('./learn.js') },
  { id: 'stats', label: 'Statistics', load: () => import('./stats.js'), wide: true },
  { id: 'analyse', label: 'Analyse', load: () => import('./analyse.js'), wide: true },
  { id: 'alg', label: 'Alg viewer', load: () => import('./alg.js') },
  { id: 'maths', label: 'Maths', load: () => import('./maths.js') },
  { id: 'data', label: 'Data', load: () => import('./data.js') },
  { id: 'compare', label: 'Compare', load: () => import('./compare.js'), wide: true },
  { id: 'route', label: 'Routes', load: () => import('./route.js') },
];
