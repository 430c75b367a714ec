// @ts-check
// Published figures the statistics panel shows beside the page's own runs (copies of
// tests/data/cross-distribution.tsv and f2l-greedy.tsv, which say the same).

// Optimal cross lengths (HTM) over all 190,080 cross states: Lars Vandenbergh's cross study, as
// tabulated in Kocvara (2014), table 5.1. Mean 5.8121.
export const OPTIMAL_CROSS = {
  source: 'optimal cross over all 190,080 states (Vandenbergh)',
  histogram: { 0: 1, 1: 15, 2: 158, 3: 1394, 4: 9809, 5: 46381, 6: 97254, 7: 34966, 8: 102 },
  mean: 5.8121,
};

// Mean optimal moves per F2L pair after an optimal cross when the cheapest pair is always solved
// next: Stefan Pochmann (2008), as tabulated in Kocvara (2014), table 5.2.
export const GREEDY_F2L_PAIR_MEANS = {
  source: 'optimal pairs, cheapest first (Pochmann)',
  means: { 'f2l-1': 5.03, 'f2l-2': 5.4, 'f2l-3': 5.8, 'f2l-4': 6.81 },
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
