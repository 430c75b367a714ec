// @ts-check
// The last solve analysed, shown again on the next visit when the address names none (store
// `analyse`, moved from localStorage `cubelab.analyse.v1` once). Small and apart from the view, so
// the list of stores does not load the view with the page.
import { textsStore } from '../../kit/storage/texts_store.js';

export const lastTexts = textsStore({
  name: 'analyse',
  label: 'Last solve analysed',
  legacyKey: 'cubelab.analyse.v1',
  fields: ['scramble', 'solution'],
  optional: ['time'],
  shown: 'solution',
});
