// TEMPORARY (deleted once main's WASM module has cubeFromText, invert, methods() objects and the
// playback-ready solve): the new calls made from the old ones, so the page runs meanwhile.
import { phaseKind, stickeringFor } from '../ui/stickering.js';
import { phaseTitle } from '../ui/phase_text_legacy.js';

const LABELS = {
  cfop: 'CFOP',
  'cfop-2look': 'CFOP 2-look',
  'cfop-optimal': 'CFOP optimal',
  beginner: 'Beginner',
  twophase: 'Two-phase',
  cross: 'Cross',
  xcross: 'X-cross',
};
const PHASES = {
  cfop: ['cross', 'f2l-1', 'f2l-2', 'f2l-3', 'f2l-4', 'oll', 'pll'],
  'cfop-optimal': ['cross', 'f2l-1', 'f2l-2', 'f2l-3', 'f2l-4', 'oll', 'pll'],
  'cfop-2look': [
    'cross',
    'f2l-1',
    'f2l-2',
    'f2l-3',
    'f2l-4',
    'oll-edges',
    'oll-corners',
    'pll-corners',
    'pll-edges',
  ],
  beginner: [
    'cross',
    'corners',
    'second-layer',
    'll-cross',
    'll-edges',
    'll-corners-place',
    'll-corners-orient',
  ],
  twophase: ['phase 1', 'phase 2'],
  cross: ['cross'],
  xcross: ['xcross'],
};

export function withLegacyCalls(module) {
  if (typeof module.methods()[0] !== 'string') return module;
  const names = module.methods();
  const solve = module.solve.bind(module);
  return Object.assign(Object.create(module), {
    methods: () =>
      names
        .map((name) => ({
          name,
          label: LABELS[name] ?? name,
          colourChoice: name.startsWith('cfop') || name === 'beginner' || name.includes('cross'),
          phases: (PHASES[name] ?? []).map((p) => ({ name: p, label: phaseTitle(p) })),
        }))
        .filter((m) => m.name !== 'cross' && m.name !== 'xcross'),
    cubeFromText(text) {
      const t = text.trim();
      if (/^[URFDLB]{40,}$/.test(t)) {
        const v = module.validate(t);
        return v.error ? { ...v, kind: 'impossible' } : { facelets: t, kind: 'facelets', moves: null };
      }
      const r = module.apply(t, '');
      return r.error ? { ...r, kind: 'input' } : { facelets: r.facelets, kind: 'moves', moves: t };
    },
    invert(alg) {
      const tokens = alg.trim().split(/\s+/).filter(Boolean).reverse();
      return {
        moves: tokens
          .map((m) => (m.endsWith("'") ? m.slice(0, -1) : m.endsWith('2') ? m : `${m}'`))
          .join(' '),
      };
    },
    solve(method, input, options) {
      const r = solve(method, input, options);
      if (r.error) return r;
      let at = module.apply(input, '').facelets ?? input;
      if (/^[URFDLB]{54}$/.test(input)) at = input;
      const start = at;
      const phases = r.phases.map((p) => {
        const played = module.playback(p.moves, at);
        const end = played.states.length ? played.facelets : at;
        const rule = stickeringFor(phaseKind(p.name), end);
        const states = [at, ...played.states];
        const shown = states.map((s) => {
          const mask = rule(s);
          return mask ? mask.map((g) => (g ? '0' : '1')).join('') : '1'.repeat(54);
        });
        at = end;
        return {
          ...p,
          label: phaseTitle(p.name),
          focus: null,
          group: null,
          goal: '',
          crossFace: start[31],
          topFace: start[4],
          moves: played.moves,
          states: played.states,
          shown,
        };
      });
      return { ...r, start, phases };
    },
  });
}
