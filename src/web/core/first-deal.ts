// The table's first drawing as a moment others can wait for: work that can wait (the solver's worker, the offline
// cache) starts once every place is dealt, so it never competes with the deal's frames on a phone's few cores.

let dealt = false;
const waiting: (() => void)[] = [];

/** Runs `task` once the table's first drawing is complete (at once if it already is). */
export function afterFirstDeal(task: () => void): void {
  if (dealt) task();
  else waiting.push(task);
}

/** Called by the table when its first drawing has dealt every place; later calls do nothing. */
export function firstDealDone(): void {
  if (dealt) return;
  dealt = true;
  for (const task of waiting.splice(0)) task();
}
