// @ts-check
// What building the optimal solver's table costs, as the Solve view's prompt and the Compare view's
// offer to build it both promise (measured: bench/RESULTS.md "Optimal solver in the page").
export const TABLE_MB = 141;
export const BUILD_SECONDS = 60;
