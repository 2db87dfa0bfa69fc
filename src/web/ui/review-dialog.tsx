// The game review's dialog: the solver searches the game's positions in its own worker, then marks the move that lost.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Game } from '../../engine/index';
import type { Review, ReviewProbe } from '../../solver/review';
import {
  movesAfter,
  progressWords,
  REVIEW_WORDS,
  type ReviewedGame,
  reviewBudgetWords,
  reviewWinTitle,
  reviewWords,
  SEARCH_LONGER,
  searchLongerNote,
  timelineLabel,
} from '../core/words-review';
import { exportRecord } from '../replay/record';
import { gameAt, goTo, type Replay, replayOf, replayOnward } from '../replay/replayer';
import { startTrackedReview } from '../review/client';
import {
  REVIEW_LONGER_PROBES,
  REVIEW_LONGER_SECONDS,
  REVIEW_SECONDS_PER_POSITION,
  type ReviewMessage,
} from '../review/protocol';
import { solutionMoves } from '../solver/advice';
import type { ReviewTracker } from '../solver/broker';
import { Modal } from './modal';
import './review.css';

export interface ReviewDialogProps {
  readonly game: Game;
  /** The solver's registry: told that the review runs, and of the wins it finds. */
  readonly tracker: ReviewTracker;
  /** Plays on from a step of the game: always an assisted game, since the solver chose the step. */
  readonly onPlayOn: (game: Game, assisted: boolean) => void;
  /** Shows a win from a step of the game, move by move. */
  readonly onShowWin: (replay: Replay, title: string) => void;
  readonly onClose: () => void;
}

type Run =
  | { readonly kind: 'running'; readonly searched: number; readonly lastWin: number; readonly firstLoss: number }
  | { readonly kind: 'done'; readonly review: Review; readonly seconds: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'error'; readonly error: string };

/**
 * One run of the review: the first gives every position it searches `REVIEW_SECONDS_PER_POSITION`; "Search longer"
 * gives the positions of the gap the first left `REVIEW_LONGER_SECONDS`, starting from what the first decided, and
 * searches at most `REVIEW_LONGER_PROBES` of them.
 */
interface Attempt {
  readonly seconds: number;
  readonly known: readonly ReviewProbe[];
}

const FIRST_ATTEMPT: Attempt = { seconds: REVIEW_SECONDS_PER_POSITION, known: [] };

/** Where each step stands as far as the review knows: won before the latest win, lost from the earliest loss. */
function Timeline({
  game,
  lastWin,
  firstLoss,
  review,
}: {
  game: ReviewedGame;
  lastWin: number;
  firstLoss: number;
  review: Review | null;
}) {
  const steps = game.line.length;
  const decided = review?.outcome === 'turning-point';
  const width = (n: number) => `${(100 * Math.max(0, n)) / (steps + 1)}%`;
  const label = timelineLabel(game, lastWin, firstLoss, decided);
  return (
    <div
      class="review-timeline"
      role="img"
      aria-label={label}
      data-steps={steps}
      {...(decided ? { 'data-turning-point': String(lastWin) } : {})}
    >
      <span class="review-won" style={{ width: width(lastWin + 1) }} />
      <span class="review-open" style={{ width: width(firstLoss - lastWin - 1) }} />
      <span class="review-lost" style={{ width: width(steps + 1 - firstLoss) }} />
      {decided && <span class="review-mark" style={{ left: width(lastWin + 1) }} />}
    </div>
  );
}

export function ReviewDialog({ game, tracker, onPlayOn, onShowWin, onClose }: ReviewDialogProps) {
  const replay = useMemo(() => replayOf(game), [game]);
  const steps = game.line.length;
  const [run, setRun] = useState<Run>({ kind: 'running', searched: 0, lastWin: -1, firstLoss: steps + 1 });
  const [cancel, setCancel] = useState<(() => void) | null>(null);
  const [attempt, setAttempt] = useState<Attempt>(FIRST_ATTEMPT);
  /** The answer a longer search started from: a Stop shows it again. */
  const [before, setBefore] = useState<Run | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const longerButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const positions = replay.ok ? replay.value.positions : [];
    const request = {
      record: exportRecord(game),
      timeLimitMs: attempt.seconds * 1000,
      ...(attempt.seconds === REVIEW_SECONDS_PER_POSITION
        ? {}
        : { known: attempt.known, maxProbes: REVIEW_LONGER_PROBES }),
    };
    const stop = startTrackedReview(request, positions, tracker, (message: ReviewMessage) => {
      if (message.kind === 'progress') {
        setRun({ kind: 'running', searched: message.searched, lastWin: message.lastWin, firstLoss: message.firstLoss });
      } else if (message.kind === 'done') setRun({ kind: 'done', review: message.review, seconds: attempt.seconds });
      else setRun({ kind: 'error', error: message.error });
    });
    setCancel(() => stop);
    return stop;
  }, [game, attempt]);
  // The button pressed to search longer gives way to Stop: the focus goes there, not to the page.
  useEffect(() => {
    if (attempt !== FIRST_ATTEMPT) stopButton.current?.focus();
  }, [attempt]);
  // Stop goes when a run ends or is stopped: if it had the focus, the focus moves on to Search longer when that is
  // back, else to Close, rather than falling to the page behind the dialog.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused.isConnected) return;
    (longerButton.current ?? closeButton.current)?.focus();
  }, [run]);
  if (!replay.ok) {
    return (
      <Modal title="Review" onClose={onClose} className="review-dialog">
        <p role="alert">{replay.error.reason}</p>
      </Modal>
    );
  }
  const { positions, moves } = replay.value;
  const reviewed: ReviewedGame = { positions, line: moves };
  const review = run.kind === 'done' ? run.review : null;
  const lastWin = review !== null ? (review.lastWin?.step ?? -1) : run.kind === 'running' ? run.lastWin : -1;
  const firstLoss =
    review !== null ? (review.firstLoss?.step ?? steps + 1) : run.kind === 'running' ? run.firstLoss : steps + 1;
  const win = review?.lastWin ?? null;
  const parsedWin = win?.solution ? solutionMoves(win) : null;
  const winMoves = parsedWin?.ok ? parsedWin.value : null;
  const atWin = win === null ? null : gameAt(goTo(replay.value, win.step));
  const showWin = () => {
    if (atWin === null || winMoves === null || win === null) return;
    const shown = replayOnward(atWin, winMoves);
    if (shown.ok) onShowWin(shown.value, reviewWinTitle(reviewed, win.step));
  };
  const lines = run.kind === 'done' ? reviewWords(run.review, reviewed, run.seconds) : [];
  const canSearchLonger =
    run.kind === 'done' && run.review.outcome === 'undecided' && run.seconds < REVIEW_LONGER_SECONDS;
  const searchLonger = () => {
    if (review === null) return;
    setBefore(run);
    setRun({
      kind: 'running',
      searched: 0,
      lastWin: review.lastWin?.step ?? -1,
      firstLoss: review.firstLoss?.step ?? steps + 1,
    });
    setAttempt({
      seconds: REVIEW_LONGER_SECONDS,
      known: [review.lastWin, review.firstLoss].filter((probe) => probe !== null),
    });
  };
  return (
    <Modal title="Review: which move lost" onClose={onClose} className="review-dialog">
      <Timeline game={reviewed} lastWin={lastWin} firstLoss={firstLoss} review={review} />
      <p class="review-legend" aria-hidden="true">
        <span>Start</span>
        <span>{REVIEW_WORDS.legend}</span>
        <span>{`Move ${movesAfter(reviewed, steps)}`}</span>
      </p>
      <div class="review-words" aria-live="polite" data-review-state={run.kind}>
        {run.kind === 'running' && (
          <p>
            <span class="review-spinner" aria-hidden="true" />
            {`${progressWords(run.searched, run.lastWin, run.firstLoss, reviewed)} ${reviewBudgetWords(attempt.seconds)}`}
          </p>
        )}
        {run.kind === 'cancelled' && <p>{REVIEW_WORDS.stopped}</p>}
        {run.kind === 'error' && <p role="alert">{run.error}</p>}
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {canSearchLonger && <p>{searchLongerNote(REVIEW_LONGER_SECONDS)}</p>}
        {review !== null && <p class="review-note">{REVIEW_WORDS.changesNothing}</p>}
      </div>
      <div class="dialog-buttons">
        {run.kind === 'running' && (
          <button
            type="button"
            ref={stopButton}
            onClick={() => {
              cancel?.();
              setRun(before ?? { kind: 'cancelled' });
            }}
          >
            Stop
          </button>
        )}
        {canSearchLonger && (
          <button type="button" ref={longerButton} onClick={searchLonger} data-review-longer>
            {SEARCH_LONGER}
          </button>
        )}
        {review !== null && atWin !== null && review.outcome !== 'won' && (
          <button type="button" onClick={() => onPlayOn(atWin, true)} data-review-play-on>
            Play on from there
          </button>
        )}
        {review !== null && winMoves !== null && winMoves.length > 0 && (
          <button type="button" onClick={showWin} data-review-show-win>
            Show the win from there
          </button>
        )}
        <button type="button" class="primary" ref={closeButton} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
