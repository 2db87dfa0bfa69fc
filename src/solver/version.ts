// The solver's version, written on every study line: answers under a node budget are the same wherever the same version runs.

/**
 * Raised whenever a change can alter an answer, a solution or a node count under the same budgets (move
 * ordering, pruning, the portfolio's shares); a change of speed alone keeps it.
 */
export const SOLVER_VERSION = '11';
