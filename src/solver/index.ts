// The solver's public surface: pure TypeScript, runs unchanged in Node worker_threads and a browser Web Worker.

export {
  lineToMoves,
  replaySolution,
  type SolveLimits,
  type SolveResult,
  type StopReason,
  solve,
  solveWithFewerRedeals,
} from './solve';
