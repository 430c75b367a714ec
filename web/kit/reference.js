// @ts-check
// Published figures the statistics and compare views show beside the page's own runs (copies of
// files in tests/data, which say the same and where they come from; tests/web checks they agree).

// Optimal cross lengths (HTM) over all 190,080 cross states: Lars Vandenbergh's cross study, as
// tabulated in Kocvara (2014), table 5.1. Mean 5.8121.
export const OPTIMAL_CROSS = {
  source: 'optimal cross over all 190,080 states (Vandenbergh)',
  milestone: 'cross', // the core's milestone (statsMilestones) this is the distribution of
  histogram: { 0: 1, 1: 15, 2: 158, 3: 1394, 4: 9809, 5: 46381, 6: 97254, 7: 34966, 8: 102 },
  mean: 5.8121,
};

// Published means for the first two layers, keyed by the core's milestone names (stats::kMilestones:
// the moves until the cross, the cross and k pairs, and cross+F2L are solved, whatever a method
// calls its phases); copy: tests/data/first-two-layers.tsv, which tests/web checks this against.
// Kocvara (2014), tables 5.1 and 5.2 and its text: the optimal cross (Vandenbergh) followed by
// optimal pairs taken cheapest first (Stefan Pochmann 2008: 5.03, 5.40, 5.80, 6.81 per pair), that
// thesis's human-like algorithm (10,000 random states), and 100 solves by human solvers.
export const MILESTONE_FIGURES = {
  cross: [
    { source: 'optimal', label: 'optimal cross (Vandenbergh)', mean: 5.81 },
    { source: 'algorithm', label: "thesis's human-like algorithm", mean: 6.23 },
    { source: 'humans', label: 'human solvers', mean: 7.09 },
  ],
  'pairs-1': [{ source: 'optimal', label: 'optimal pairs, cheapest first (Pochmann)', mean: 10.84 }],
  'pairs-2': [{ source: 'optimal', label: 'optimal pairs, cheapest first (Pochmann)', mean: 16.24 }],
  'pairs-3': [{ source: 'optimal', label: 'optimal pairs, cheapest first (Pochmann)', mean: 22.04 }],
  f2l: [
    { source: 'optimal', label: 'optimal pairs, cheapest first (Pochmann)', mean: 28.85 },
    { source: 'algorithm', label: "thesis's human-like algorithm", mean: 30.99 },
    { source: 'humans', label: 'human solvers', mean: 33.42 },
  ],
};

// The method-comparison thesis's tables 4.1 and 4.2 ("Resavanje Rubikove kocke", a Unity/C#
// application; 4,364 random-move scrambles on a 6-core 4.7 GHz desktop; copy:
// tests/data/method-comparison.tsv, which tests/web checks this against). Its methods are keyed by
// the core's method names: Fridrich (CFOP with 2-look OLL and 2-look PLL) is cfop-2look, Kociemba's
// two-phase is twophase. Each row: scramble length -> figure.
export const METHOD_COMPARISON = {
  source: 'thesis "Resavanje Rubikove kocke", tables 4.1 and 4.2',
  lengths: [5, 10, 15, 20, 25, 40, 60, 80, 100],
  methods: {
    'cfop-2look': {
      label: 'Fridrich',
      moves_mean: [78, 81, 82, 82, 81, 82, 83, 83, 84],
      moves_max: [108, 104, 105, 108, 102, 106, 114, 109, 104],
      ms_mean: [25, 19, 20, 19, 19, 19, 21, 21, 19],
    },
    beginner: {
      label: 'Beginner',
      moves_mean: [137, 140, 140, 145, 143, 144, 143, 145, 144],
      moves_max: [238, 209, 216, 203, 230, 232, 233, 230, 222],
      ms_mean: [5, 5, 5, 5, 5, 5, 5, 5, 5],
    },
    twophase: {
      label: 'Kociemba',
      moves_mean: [5, 11, 16, 19, 20, 20, 20, 20, 20],
      moves_max: [15, 20, 22, 22, 22, 22, 22, 22, 22],
      ms_mean: [16, 16, 19, 23, 28, 29, 32, 33, 34],
      ms_max: [17, 17, 107, 178, 207, 163, 273, 182, 133],
    },
  },
};

// Routes between named patterns: Monteiro (2020), a neural solver (DeepCubeA) routing each of the
// 20 ordered pairs of 5 patterns: mean path 25.8 quarter turns, 24.2 taking the better direction of
// each pair (as the reference set's patterns.tsv header quotes them).
export const ROUTE_THESIS = {
  source: 'Monteiro (2020), 20 ordered pairs of 5 patterns, neural solver',
  meanQtm: 25.8,
  betterQtm: 24.2,
};
