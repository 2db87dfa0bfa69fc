// How a search ends and which limit stops it: the words every search of the solver shares.

/** How a search ended: a win found, no win anywhere (everything it had to search, searched), or stopped by a limit. */
export type SearchEnd = 'win' | 'exhausted' | 'stopped';

/** The limit that stopped a search: its positions, its time, or its memory. */
export type StopReason = 'nodes' | 'time' | 'memory';

/** What a search says of a position: won, lost (proved), or unknown (a limit stopped it first). */
export type Verdict = 'win' | 'loss' | 'unknown';
