// The game review in the app: the request its worker answers, its progress messages and its answer, pure.

import { type Review, type ReviewProbe, reviewGame } from '../../solver/review';
import { playRecord } from '../replay/record';

/** The browser's searches keep to this much memory each (a phone's tab cannot spare the command line's 1 GiB). */
export const REVIEW_MEMORY_MB = 256;
/** Each position is searched for at most this long: a player's patience for one answer. */
export const REVIEW_SECONDS_PER_POSITION = 2;
/** "Search longer" gives each position still open this long: a player who asked is willing to wait. */
export const REVIEW_LONGER_SECONDS = 10;
/** The most positions "Search longer" searches: a minute at most. */
export const REVIEW_LONGER_PROBES = 6;
/** The most positions one review searches: about log2 of a long game's steps, with room for undecided ones. */
export const REVIEW_MAX_PROBES = 24;

export interface ReviewRequest {
  /** The game as a record (replay/record.ts): its start and the line played. */
  readonly record: string;
  readonly timeLimitMs?: number;
  readonly nodeLimit?: number;
  /** What an earlier review of the same game decided: only the gap it left is searched. */
  readonly known?: readonly ReviewProbe[];
  /** The most positions searched (default `REVIEW_MAX_PROBES`). */
  readonly maxProbes?: number;
}

export type ReviewMessage =
  | {
      readonly kind: 'progress';
      readonly probe: ReviewProbe;
      readonly searched: number;
      readonly lastWin: number;
      readonly firstLoss: number;
    }
  | { readonly kind: 'done'; readonly review: Review }
  | { readonly kind: 'error'; readonly error: string };

/** Runs a review, telling `post` about each position searched and then the answer (or a sentence for a bad record). */
export function answerReview(request: ReviewRequest, post: (message: ReviewMessage) => void, now?: () => number): void {
  const played = playRecord(request.record);
  if (!played.ok) {
    post({ kind: 'error', error: played.error.reason });
    return;
  }
  const { game, positions } = played.value;
  let searched = 0;
  const review = reviewGame(positions[0] as (typeof positions)[number], game.line, {
    timeLimitMs: request.timeLimitMs ?? REVIEW_SECONDS_PER_POSITION * 1000,
    ...(request.nodeLimit === undefined ? {} : { nodeLimit: request.nodeLimit }),
    memoryMb: REVIEW_MEMORY_MB,
    maxProbes: request.maxProbes ?? REVIEW_MAX_PROBES,
    ...(request.known === undefined ? {} : { known: request.known }),
    ...(now === undefined ? {} : { now }),
    onProbe: (probe, known) => {
      searched++;
      post({ kind: 'progress', probe, searched, ...known });
    },
  });
  post({ kind: 'done', review });
}
