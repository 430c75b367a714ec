// @ts-check
// The last algorithm viewed, shown again on the next visit when the address names none (store
// `alg`, moved from localStorage `cubelab.alg.v1` once). Small and apart from the view, so the list
// of stores does not load the view with the page.
import { textsStore } from '../../kit/storage/texts_store.js';

export const lastAlg = textsStore({
  name: 'alg',
  label: 'Last algorithm viewed',
  legacyKey: 'cubelab.alg.v1',
  fields: ['setup', 'alg'],
  shown: 'alg',
});
