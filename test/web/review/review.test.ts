// The app's review: its worker's answer and progress, its client's ending of a worker, and its sentences.

import { describe, expect, it } from 'vitest';
import { type Position, parseMove, parsePosition } from '../../../src/engine/index';
import { gamePositions, reviewGame, reviewPosition } from '../../../src/solver/review';
import {
  movesAfter,
  progressWords,
  proofWords,
  reviewWinTitle,
  reviewWords,
  stepWords,
  timelineLabel,
} from '../../../src/web/core/words-review';
import { WATCHDOG_MARGIN_MS } from '../../../src/web/core/worker-watch';
import { type ReviewWorker, startReview, startTrackedReview } from '../../../src/web/review/client';
import { answerReview, REVIEW_SECONDS_PER_POSITION, type ReviewMessage } from '../../../src/web/review/protocol';
import type { ReviewTracker } from '../../../src/web/solver/broker';
import { answerRequest } from '../../../src/web/solver/worker';
import { LOST_WITH_ONE_REDEAL } from '../../solver/positions';
import { ManualTimers } from '../solver/fake-worker';

const START_TEXT = 'classic 0 JJKKAAAA -/-/-/-/-/-/-/-/-/-/-/QH/KH/-/QS/KS';
const RECORD = `${START_TEXT}\n12-AH 13-AH 16-15\n`;
const start = (): Position => {
  const parsed = parsePosition(START_TEXT);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};
const WORDS = ['12-AH', '13-AH', '16-15'];
const moveOf = (word: string) => {
  const move = parseMove(word);
  if (!move.ok) throw new Error(move.error.reason);
  return move.value;
};
const moves = WORDS.map(moveOf);
const positionOf = (text: string): Position => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};

/** A review worker that answers nothing by itself and notes when it is ended. */
function fakeReviewWorker(): ReviewWorker & { ended: boolean } {
  const worker = {
    ended: false,
    onmessage: null,
    onerror: null,
    postMessage() {},
    terminate() {
      worker.ended = true;
    },
  } as ReviewWorker & { ended: boolean };
  return worker;
}

describe('the review in the app', () => {
  it('answers a record with progress for each position searched, then the review', () => {
    const messages: ReviewMessage[] = [];
    answerReview({ record: RECORD, nodeLimit: 10_000 }, (m) => messages.push(m));
    const last = messages[messages.length - 1];
    expect(last?.kind).toBe('done');
    expect(messages.filter((m) => m.kind === 'progress').length).toBeGreaterThan(0);
    if (last?.kind === 'done') expect(last.review.losingStep).toBe(3);
  });

  it('searches only the gap an earlier review left when given what it decided', () => {
    const first: ReviewMessage[] = [];
    answerReview({ record: RECORD, nodeLimit: 1 }, (m) => first.push(m));
    const done = first[first.length - 1];
    if (done?.kind !== 'done') throw new Error('the first review did not end');
    expect(done.review.outcome).toBe('undecided');
    const known = [done.review.firstLoss].filter((probe) => probe !== null);
    expect(known.map((probe) => probe.step)).toEqual([3]);
    const again: ReviewMessage[] = [];
    answerReview({ record: RECORD, nodeLimit: 10_000, known }, (m) => again.push(m));
    const searched = again.flatMap((m) => (m.kind === 'progress' ? [m.probe.step] : []));
    expect(searched.length).toBeGreaterThan(0);
    expect(searched).not.toContain(3);
    const last = again[again.length - 1];
    expect(last?.kind === 'done' && last.review.losingStep).toBe(3);
  });

  it('refuses a bad record in a sentence', () => {
    const messages: ReviewMessage[] = [];
    answerReview({ record: `${START_TEXT}\n15-1\n` }, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'error' });
    if (messages[0]?.kind === 'error') expect(messages[0].error).toMatch(/^Move 1 \(15-1\): /);
  });

  it('says which move lost, in words, and what the proof was', () => {
    const review = reviewGame(start(), moves, { nodeLimit: 10_000 });
    const game = { positions: gamePositions(start(), moves), line: moves };
    const lines = reviewWords(review, game, 2);
    expect(lines[0]).toBe('Move 3, K♠ from pile 16 to pile 15, lost the win; before it the solver wins in 2 moves.');
    expect(lines[1]).toBe('After it the game was proved lost: no move was left.');
    expect(progressWords(2, 1, 3, game)).toBe(
      'Searched 2 positions of the game: a win after 1 move, a loss after 3 moves.',
    );
  });

  it("numbers moves as the player's move counter does: a classic redeal is no move, a casual shuffle is one", () => {
    const line = ['R', ...WORDS].map(moveOf);
    const classicStart = positionOf(START_TEXT.replace('classic 0', 'classic 1'));
    const classic = { positions: gamePositions(classicStart, line), line };
    const review = reviewGame(classicStart, line, { nodeLimit: 10_000 });
    expect(review.losingStep).toBe(4);
    expect(reviewWords(review, classic, 2)[0]).toBe(
      'Move 3, K♠ from pile 16 to pile 15, lost the win; before it the solver wins in 2 moves.',
    );
    expect(movesAfter(classic, 4)).toBe(3);
    expect(stepWords(classic, 1)).toBe('Redeal 1 of 1 at the start');
    expect(progressWords(3, 1, 4, classic)).toBe(
      'Searched 3 positions of the game: a win after redeal 1 of 1, a loss after 3 moves.',
    );
    expect(timelineLabel(classic, 3, 4, true)).toBe(
      'Timeline of 3 moves: a win was found after 2 moves; move 3, K♠ from pile 16 to pile 15, lost it.',
    );
    expect(reviewWinTitle(classic, 3)).toBe('A win after 2 moves');
    const later = ['12-AH', 'R', '13-AH', '16-15'].map(moveOf);
    const redealtLater = { positions: gamePositions(classicStart, later), line: later };
    expect(stepWords(redealtLater, 2)).toBe('Redeal 1 of 1 after 1 move');
    expect(timelineLabel(redealtLater, 1, 5, false)).toBe(
      'Timeline of 3 moves: the latest win found after 1 move, the earliest loss proved none.',
    );
    expect(reviewWinTitle(redealtLater, 2)).toBe('A win after 1 move and redeal 1 of 1');
    const stillWinnable = {
      ...review,
      outcome: 'still-winnable' as const,
      lastWin: { ...review.probes[0], solution: ['R', '12-AH'] },
    };
    expect(reviewWords(stillWinnable as typeof review, classic, 2)[0]).toBe(
      'This game can still be won from where it stands: the solver wins in 1 move.',
    );
    const casualStart = positionOf(START_TEXT.replace('classic 0', 'casual 1'));
    const casual = { positions: gamePositions(casualStart, line), line };
    expect(movesAfter(casual, 4)).toBe(4);
    expect(stepWords(casual, 1)).toBe('Move 1, shuffle 1 of 1');
    expect(stepWords(casual, 4)).toBe('Move 4, K♠ from pile 16 to pile 15');
    expect(reviewWords(stillWinnable as typeof review, casual, 2)[0]).toBe(
      'This game can still be won from where it stands: the solver wins in 2 moves.',
    );
  });

  it('ends the worker when cancelled, when it answers, and on a malformed or failed answer', () => {
    const workers: (ReviewWorker & { ended: boolean })[] = [];
    const make = () => {
      const worker = fakeReviewWorker();
      workers.push(worker);
      return worker;
    };
    const heard: ReviewMessage[] = [];
    const cancel = startReview({ record: RECORD }, (m) => heard.push(m), make);
    cancel();
    expect(workers[0]?.ended).toBe(true);
    startReview({ record: RECORD }, (m) => heard.push(m), make);
    workers[1]?.onmessage?.({ data: null as unknown as ReviewMessage });
    expect(workers[1]?.ended).toBe(true);
    expect(heard[heard.length - 1]).toEqual({ kind: 'error', error: 'The review stopped; try again.' });
    startReview({ record: RECORD }, (m) => heard.push(m), make);
    workers[2]?.onerror?.({});
    expect(workers[2]?.ended).toBe(true);
    workers[2]?.onmessage?.({ data: { kind: 'error', error: 'late' } });
    expect(heard[heard.length - 1]).toEqual({ kind: 'error', error: 'The review stopped; try again.' });
  });

  it("tells the solver's registry that it runs, until it ends or is cancelled, and of each win it finds", () => {
    const positions = gamePositions(start(), moves);
    const review = reviewGame(start(), moves, { nodeLimit: 10_000 });
    const won = review.probes.find((probe) => probe.verdict === 'win');
    if (won === undefined) throw new Error('the review found no win');
    const running = new Set<() => void>();
    const decided: { at: Position; step: number }[] = [];
    const tracker: ReviewTracker = {
      began: (stop) => {
        running.add(stop);
        return () => running.delete(stop);
      },
      decided: (at, probe) => decided.push({ at, step: probe.step }),
    };
    const worker = fakeReviewWorker();
    const heard: ReviewMessage[] = [];
    startTrackedReview(
      { record: RECORD },
      positions,
      tracker,
      (m) => heard.push(m),
      () => worker,
    );
    expect(running.size).toBe(1);
    worker.onmessage?.({ data: { kind: 'progress', probe: won, searched: 1, lastWin: won.step, firstLoss: 4 } });
    expect(decided).toEqual([{ at: positions[won.step], step: won.step }]);
    worker.onmessage?.({ data: { kind: 'done', review } });
    expect(running.size).toBe(0);
    expect(heard.map((m) => m.kind)).toEqual(['progress', 'done']);
    const cancel = startTrackedReview({ record: RECORD }, positions, tracker, () => {}, fakeReviewWorker);
    expect(running.size).toBe(1);
    cancel();
    expect(running.size).toBe(0);
  });

  it("ends a review whose worker goes silent for longer than one position's budget and margin", () => {
    const timers = new ManualTimers();
    const worker = fakeReviewWorker();
    const make = () => worker;
    const heard: ReviewMessage[] = [];
    startReview({ record: RECORD }, (m) => heard.push(m), make, timers);
    const silence = REVIEW_SECONDS_PER_POSITION * 1000 + WATCHDOG_MARGIN_MS;
    timers.advance(silence - 1);
    // Each position searched is word that the worker lives: the wait starts again.
    const probe = reviewGame(start(), moves, { nodeLimit: 10_000 }).probes[0];
    worker.onmessage?.({
      data: { kind: 'progress', probe: probe as NonNullable<typeof probe>, searched: 1, lastWin: 0, firstLoss: 4 },
    });
    timers.advance(silence - 1);
    expect(heard.map((m) => m.kind)).toEqual(['progress']);
    timers.advance(1);
    expect(heard[heard.length - 1]).toEqual({ kind: 'error', error: 'The review stopped; try again.' });
    expect(worker.ended).toBe(true);
    expect(timers.waiting).toBe(0);
  });

  it('"Can I still win?" with no redeal left is settled by the decoupled search, within the budget', () => {
    const lost = 'classic 0 JJKKAAAA -/-/-/-/-/-/-/-/-/-/-/QH/KH/-/QSKS/-';
    const response = answerRequest({ id: 1, input: lost, timeLimitMs: 5_000 });
    expect(response.ok && response.answer.result).toBe('loss');
    const short = answerRequest({ id: 2, input: lost, nodeLimit: 1 });
    expect(short.ok && short.answer.result).toBe('unknown');
  });

  it('"Can I still win?" with one redeal left has the search by phases after the search, a hint has not, and the review says so', () => {
    const response = answerRequest({ id: 3, input: LOST_WITH_ONE_REDEAL, nodeLimit: 400_000 });
    expect(response.ok && response.answer.result).toBe('loss');
    // A hint wants a move, which only a win's line gives: its search keeps the whole budget, and ends unknown here.
    const hint = answerRequest({ id: 4, input: LOST_WITH_ONE_REDEAL, nodeLimit: 400_000, forMove: true });
    expect(hint.ok && hint.answer).toMatchObject({ result: 'unknown', nodes: 400_000 });
    const probe = reviewPosition(positionOf(LOST_WITH_ONE_REDEAL), 5, { nodeLimit: 400_000 });
    expect(probe.method).toBe('phases');
    expect(proofWords(probe)).toBe('a search of every way to play, phase by phase, found none that wins');
  });
});
