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
