// The solver in the app: honest hints, "can I still win?", show me, winnable deals and the verdict on a lost deal.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  canUndo,
  DEAL_COUNT,
  formatGameCode,
  formatPosition,
  type Game,
  type GameOptions,
  gameCode,
  type Move,
  newGame,
  type Position,
  play,
  restart,
  type Status,
} from '../../engine/index';
import { describeHint } from '../core/words';
import { type Replay, replayOnward } from '../replay/replayer';
import { AnswerMemo, honestHint, SolutionMemo, seconds, solutionMoves, undoPositions } from './advice';
import { type SearchAnswer, SolverClient, whenIdle } from './client';
import { loadThinkAhead, saveThinkAhead } from './preference';
import { WINNABLE_DEALS } from './winnable-data';

/** How long each kind of search may take. */
export const BUDGETS = {
  hint: 2_000,
  canWin: 10_000,
  /** All the searches for "how many undos" together, and each one of them. */
  undos: 10_000,
  undoStep: 2_000,
  verdict: 10_000,
  /** One deal tried by the live search for a winnable deal. */
  liveDeal: 2_000,
} as const;

/** A step of "show me" every this many milliseconds. */
const SHOW_ME_STEP_MS = 600;

/** Thinking ahead waits this long after a move (then for the page to be idle), so quick play starts no searches. */
export const AHEAD_DELAY_MS = 300;

/** What the solver panel shows. */
export type Panel =
  | { readonly kind: 'working'; readonly what: string; readonly since: number }
  | { readonly kind: 'yes'; readonly length: number }
  | { readonly kind: 'no'; readonly undos: number | null; readonly why: string }
  | { readonly kind: 'lost'; readonly canUndo: boolean }
  | { readonly kind: 'undecided'; readonly text: string }
  | { readonly kind: 'showing'; readonly step: number; readonly of: number }
  | { readonly kind: 'note'; readonly text: string };

/** What the solver says about a lost game's deal from its start. */
export type Verdict =
  | { readonly kind: 'working' }
  | { readonly kind: 'winnable'; readonly replay: Replay }
  | { readonly kind: 'unwinnable' }
  | { readonly kind: 'undecided'; readonly text: string };

/** What the hook needs from the game. */
export interface SolverHost {
  readonly game: Game;
  readonly status: Status;
  play(move: Move): void;
  advise(move: Move | null, message: string): void;
  note(message: string): void;
  undoTimes(n: number): void;
}

export interface SolverUi {
  /** Solver help is off: a face-down game still being played (the solver would see the hidden cards). */
  readonly off: boolean;
  readonly panel: Panel | null;
  readonly verdict: Verdict | null;
  /** Whether the game being played is a deal proven winnable. */
  readonly winnable: boolean;
  /** Whether the solver searches each new position while the player thinks, so the hint is often ready. */
  readonly thinkAhead: boolean;
  setThinkAhead(on: boolean): void;
  hint(): void;
  canWin(): void;
  showMe(): void;
  stop(): void;
  cancel(): void;
  dismiss(): void;
  undoBack(): void;
  judgeDeal(): void;
  dealWinnable(options: GameOptions, start: (game: Game, note: string) => void, random: () => number): void;
}

export const FACE_DOWN_OFF =
  'Solver help is off in face-down games until the game ends: it would use the hidden cards.';

/** The solver's input for a position: its notation. */
function inputOf(position: Position): string {
  return formatPosition(position);
}

/** The game's start as solver input: its code, or its start position. */
function startInput(game: Game): string {
  return gameCode(game) ?? formatPosition(game.start);
}

export function useSolver(host: SolverHost): SolverUi {
  const client = useMemo(() => new SolverClient(), []);
  const memo = useMemo(() => new SolutionMemo(), []);
  const answers = useMemo(() => new AnswerMemo(), []);
  const hostRef = useRef(host);
  hostRef.current = host;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // Bumped when a live search proves a deal winnable, so the badge shows for it.
  const [, setFound] = useState(0);
  const showing = useRef<{ moves: readonly Move[]; expected: string; timer: number } | null>(null);
  /** The position the panel's answer is about: a change of position makes it stale. */
  const about = useRef<string | null>(null);
  const position = host.game.position;
  const positionText = formatPosition(position);
  const off = position.facedown && host.status === 'playing';
  const playing = host.status === 'playing';
  const [thinkAhead, setThinkAhead] = useState(loadThinkAhead);
  /** The search ahead of the player, of the position on the table, while it runs. */
  const ahead = useRef<{ readonly input: string; readonly result: Promise<SearchAnswer> } | null>(null);

  useEffect(() => {
    client.warm();
    return () => client.dispose();
  }, [client]);

  /** Keeps what a search settled about `at`: a win along its whole line, a loss, or no answer within `budget`. */
  const keep = (at: Position, result: SearchAnswer, budget: number): void => {
    if (result.kind !== 'answer') return;
    const { answer } = result;
    if (answer.result !== 'win') {
      answers.remember(inputOf(at), answer, budget);
      return;
    }
    const moves = solutionMoves(answer);
    if (moves.ok) memo.remember(at, moves.value, result.along);
  };

  // Thinking ahead: a short while after each move, when the page is idle, the solver searches the new position
  // with the hint's budget, so the hint is often answered already. The next move cancels it. Never in a
  // face-down game being played (the solver would see the hidden cards), nor once the game is over.
  useEffect(() => {
    if (!thinkAhead || off || !playing) return;
    let live = true;
    const input = positionText;
    const timer = setTimeout(
      () =>
        whenIdle(() => {
          const at = hostRef.current.game.position;
          if (!live || client.busy || showing.current !== null || document.visibilityState === 'hidden') return;
          if (formatPosition(at) !== input || at.facedown) return;
          if (memo.winFrom(at) !== null || answers.answerFor(input, BUDGETS.hint) !== null) return;
          const result = client.solve(input, BUDGETS.hint, { ahead: true });
          ahead.current = { input, result };
          void result.then((answer) => {
            if (ahead.current?.result === result) ahead.current = null;
            keep(at, answer, BUDGETS.hint);
          });
        }),
      AHEAD_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      client.cancelAhead();
    };
  }, [positionText, thinkAhead, off, playing, client]);

  // A move by hand makes an answer about the old position stale, and a search for it pointless.
  useEffect(() => {
    if (showing.current !== null) return;
    if (about.current !== null && about.current !== positionText) {
      about.current = null;
      client.cancel();
      setPanel(null);
    }
  }, [positionText, client]);

  // A new game forgets the verdict on the last one.
  const startText = startInput(host.game);
  useEffect(() => setVerdict(null), [startText]);

  const stopShowing = () => {
    const show = showing.current;
    if (show === null) return;
    clearTimeout(show.timer);
    showing.current = null;
  };
  useEffect(() => stopShowing, []);

  /** Which search the panel's progress belongs to: a search cancelled by another takes its progress away. */
  const owner = useRef(0);
  const search = (input: string, budget: number, what: string): Promise<SearchAnswer> =>
    follow(client.solve(input, budget), what);
  /** Shows a search's progress in the panel until it answers. */
  const follow = async (running: Promise<SearchAnswer>, what: string): Promise<SearchAnswer> => {
    const mine = ++owner.current;
    setPanel({ kind: 'working', what, since: performance.now() });
    const result = await running;
    if (result.kind === 'cancelled' && owner.current === mine) setPanel(null);
    return result;
  };
  /** The hint's search of `input`: the search ahead when it is running for it, else a search of its own. */
  const hintSearch = async (at: Position, input: string): Promise<SearchAnswer> => {
    const what = 'Looking for a win from here';
    const running = ahead.current?.input === input ? ahead.current.result : null;
    if (running !== null) {
      const joined = await follow(running, what);
      // The search ahead was stopped by something else than the player (another search): ask again.
      if (joined.kind !== 'cancelled' || about.current !== input) return joined;
    }
    const result = await search(input, BUDGETS.hint, what);
    keep(at, result, BUDGETS.hint);
    return result;
  };

  const ui: SolverUi = {
    off,
    panel,
    verdict,
    winnable: WINNABLE_DEALS.proven(host.game.options, host.game.deal),
    thinkAhead,
    setThinkAhead(on) {
      setThinkAhead(on);
      saveThinkAhead(on);
      if (!on) client.cancelAhead();
    },
    hint() {
      const { game } = hostRef.current;
      const at = game.position;
      if (off) {
        const rule = honestHint(at, null, null);
        const move = rule.kind === 'undecided' ? rule.move : null;
        hostRef.current.advise(move, `${describeHint(at, move)} This is only the rule-book hint: ${FACE_DOWN_OFF}`);
        return;
      }
      stopShowing();
      const input = inputOf(at);
      about.current = input;
      // A win known from an earlier answer (the player followed it, or undid back onto it) needs no search.
      const known = memo.winFrom(at);
      const settled = known === null ? answers.answerFor(input, BUDGETS.hint) : null;
      if (known !== null || settled !== null) {
        setPanel(null);
        adviseWith(at, honestHint(at, settled, known));
        return;
      }
      void hintSearch(at, input).then((result) => {
        if (result.kind === 'cancelled' || about.current !== input) return;
        setPanel(null);
        if (result.kind === 'error') {
          hostRef.current.note(result.error);
          return;
        }
        adviseWith(at, honestHint(at, result.answer, memo.winFrom(at)));
      });
    },
    canWin() {
      if (off) {
        hostRef.current.note(FACE_DOWN_OFF);
        return;
      }
      if (hostRef.current.status === 'won') return;
      stopShowing();
      const { game } = hostRef.current;
      const at = game.position;
      const input = inputOf(at);
      about.current = input;
      const known = memo.winFrom(at);
      if (known !== null) {
        setPanel({ kind: 'yes', length: known.length });
        return;
      }
      const settled = answers.answerFor(input, BUDGETS.canWin);
      const asked: Promise<SearchAnswer> =
        settled === null
          ? search(input, BUDGETS.canWin, 'Can this game still be won?')
          : Promise.resolve({ kind: 'answer', answer: settled, along: null });
      void asked.then(async (result) => {
        if (result.kind === 'cancelled' || about.current !== input) return;
        if (result.kind === 'error') {
          setPanel({ kind: 'note', text: result.error });
          return;
        }
        keep(at, result, BUDGETS.canWin);
        const { answer } = result;
        if (answer.result === 'win') {
          const moves = memo.winFrom(at);
          setPanel(
            moves === null
              ? { kind: 'note', text: "The solver's win did not replay." }
              : { kind: 'yes', length: moves.length },
          );
          return;
        }
        if (answer.result === 'unknown') {
          setPanel({ kind: 'undecided', text: `Could not decide in ${seconds(answer.timeMs)}.` });
          return;
        }
        setPanel({
          kind: 'working',
          what: 'No. Counting the undos back to a winnable position',
          since: performance.now(),
        });
        const back = await undosToWin(game, at);
        if (back === 'cancelled' || about.current !== inputOf(at)) return;
        setPanel({ kind: 'no', ...back });
      });
    },
    showMe() {
      const at = hostRef.current.game.position;
      const moves = memo.winFrom(at);
      if (moves === null || moves.length === 0) return;
      stopShowing();
      const step = (i: number) => {
        const show = showing.current;
        if (show === null) return;
        // A move by hand in between ends the showing: the rest of the line may no longer fit.
        if (formatPosition(hostRef.current.game.position) !== show.expected) {
          showing.current = null;
          setPanel({ kind: 'note', text: 'Stopped: the table changed.' });
          return;
        }
        const move = show.moves[i];
        if (move === undefined) {
          showing.current = null;
          setPanel(null);
          return;
        }
        // The game in hostRef is still the one before the move (the state updates at the next render).
        hostRef.current.play(move);
        const after = play(hostRef.current.game.position, move);
        show.expected = after.ok ? formatPosition(after.position) : '';
        setPanel({ kind: 'showing', step: i + 1, of: show.moves.length });
        show.timer = window.setTimeout(() => step(i + 1), SHOW_ME_STEP_MS);
      };
      showing.current = { moves, expected: formatPosition(at), timer: 0 };
      setPanel({ kind: 'showing', step: 0, of: moves.length });
      showing.current.timer = window.setTimeout(() => step(0), SHOW_ME_STEP_MS / 2);
    },
    stop() {
      stopShowing();
      // The note stays until the next move.
      about.current = formatPosition(hostRef.current.game.position);
      setPanel({ kind: 'note', text: 'Stopped: play on by hand from here.' });
    },
    cancel() {
      about.current = null;
      client.cancel();
      setPanel(null);
    },
    dismiss() {
      about.current = null;
      setPanel(null);
    },
    undoBack() {
      if (panel?.kind !== 'no' || panel.undos === null) return;
      about.current = null;
      setPanel(null);
      hostRef.current.undoTimes(panel.undos);
    },
    judgeDeal() {
      const { game } = hostRef.current;
      const input = startInput(game);
      setVerdict({ kind: 'working' });
      void client.solve(input, BUDGETS.verdict).then((result) => {
        if (startInput(hostRef.current.game) !== input) return;
        if (result.kind === 'cancelled') {
          setVerdict({
            kind: 'undecided',
            text: 'The solver was stopped before it could tell whether this deal could be won.',
          });
          return;
        }
        if (result.kind === 'error') {
          setVerdict({ kind: 'undecided', text: result.error });
          return;
        }
        const { answer } = result;
        if (answer.result === 'loss') {
          setVerdict({ kind: 'unwinnable' });
          return;
        }
        const moves = answer.result === 'win' ? solutionMoves(answer) : null;
        const replay = moves?.ok ? replayOnward(restart(game), moves.value) : null;
        if (replay?.ok) {
          setVerdict({ kind: 'winnable', replay: replay.value });
          return;
        }
        setVerdict({
          kind: 'undecided',
          text: `The solver could not decide in ${seconds(answer.timeMs)} whether this deal could be won.`,
        });
      });
    },
    dealWinnable(options, start, random) {
      stopShowing();
      const listed = WINNABLE_DEALS.pick(
        options,
        random,
        new Set(hostRef.current.game.deal === null ? [] : [hostRef.current.game.deal]),
      );
      if (listed !== null) {
        start(newGame({ options, deal: listed }), '');
        return;
      }
      // The list is missing or used up: search random deals live until one is won.
      const began = performance.now();
      let tried = 0;
      about.current = null;
      const next = (): void => {
        const deal = Math.min(DEAL_COUNT - 1, Math.floor(random() * DEAL_COUNT));
        tried++;
        setPanel({ kind: 'working', what: `Looking for a winnable deal (deal ${tried})`, since: began });
        void client.solve(formatGameCode({ options, deal }), BUDGETS.liveDeal).then((result) => {
          if (result.kind === 'cancelled') return;
          if (result.kind === 'answer' && result.answer.result === 'win') {
            WINNABLE_DEALS.remember(options, deal);
            setFound((n) => n + 1);
            setPanel(null);
            start(newGame({ options, deal }), '');
            return;
          }
          next();
        });
      };
      next();
    },
  };

  function adviseWith(at: Position, advice: ReturnType<typeof honestHint>): void {
    const host = hostRef.current;
    if (advice.kind === 'win') {
      host.advise(
        advice.move,
        `${describeHint(at, advice.move)} It starts a win the solver found (${advice.length} moves).`,
      );
    } else if (advice.kind === 'loss') {
      host.advise(null, 'This game can no longer be won.');
      setPanel({ kind: 'lost', canUndo: canUndo(host.game) });
    } else {
      host.advise(
        advice.move,
        `${describeHint(at, advice.move)} This is only the rule-book hint: the solver could not decide in ${advice.seconds} s.`,
      );
    }
  }

  /** How many undos take the game back to a position the solver wins, within the budget. */
  async function undosToWin(game: Game, at: Position): Promise<{ undos: number | null; why: string } | 'cancelled'> {
    const began = performance.now();
    const earlier = undoPositions(game);
    for (const [i, before] of earlier.entries()) {
      const left = BUDGETS.undos - (performance.now() - began);
      if (left <= 0) break;
      const known = memo.winFrom(before);
      if (known !== null) return { undos: i + 1, why: '' };
      if (answers.answerFor(inputOf(before), BUDGETS.undoStep)?.result === 'loss') continue;
      const budget = Math.min(BUDGETS.undoStep, left);
      const result = await client.solve(inputOf(before), budget);
      if (result.kind === 'cancelled' || about.current !== inputOf(at)) return 'cancelled';
      keep(before, result, budget);
      if (result.kind === 'answer' && result.answer.result === 'win') return { undos: i + 1, why: '' };
    }
    const why =
      earlier.length === 0
        ? 'Undo cannot go back from here.'
        : `The solver could not tell within ${seconds(BUDGETS.undos)} how many undos it takes to get back to a winnable position.`;
    return { undos: null, why };
  }

  return ui;
}
