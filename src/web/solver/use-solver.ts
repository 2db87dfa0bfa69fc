// The solver in the app: honest hints, "can I still win?", show me, winnable deals and the verdict on a lost deal.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  canUndo,
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
import { searchWinnableDeal } from './live-deal';
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
  /** A deal dealt from the winnable lists, searched from its start as it is dealt: the study's budget per deal. */
  dealt: 10_000,
} as const;

/** How fast "show me" plays: a move every so often, or "to the end" as fast as the table can show them. */
export type ShowSpeed = 'slow' | 'normal' | 'fast' | 'end';

/** The speeds in the order the panel offers them, with their names. */
export const SHOW_SPEEDS: readonly { readonly speed: ShowSpeed; readonly name: string; readonly short: string }[] = [
  { speed: 'slow', name: 'Slow', short: 'Slow' },
  { speed: 'normal', name: 'Normal', short: 'Normal' },
  { speed: 'fast', name: 'Fast', short: 'Fast' },
  { speed: 'end', name: 'To the end', short: 'To end' },
];

/**
 * "To the end" plays a move at every frame, and more at a frame when the last ones were late, so that it keeps
 * to a move every this many milliseconds on a slow device too (a long win in about 3 s).
 */
const TO_THE_END_MS = 18;

/** Milliseconds between two moves of "show me" at each speed but "to the end". */
export const SHOW_ME_STEP_MS: Readonly<Record<Exclude<ShowSpeed, 'end'>, number>> = {
  slow: 900,
  normal: 400,
  fast: 100,
};

/** Thinking ahead waits this long after a move (then for the page to be idle), so quick play starts no searches. */
export const AHEAD_DELAY_MS = 300;

/** What the solver panel shows. */
export type Panel =
  | { readonly kind: 'working'; readonly what: string; readonly since: number }
  | { readonly kind: 'yes'; readonly length: number }
  | { readonly kind: 'no'; readonly undos: number | null; readonly why: string }
  | { readonly kind: 'lost'; readonly canUndo: boolean }
  | { readonly kind: 'undecided'; readonly text: string }
  | {
      readonly kind: 'showing';
      readonly step: number;
      readonly of: number;
      readonly speed: ShowSpeed;
      readonly paused: boolean;
    }
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
  /** Whether moves slide on the table: "show me" at full speed waits a frame for each, or plays them all at once. */
  readonly animate?: boolean;
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
  /** Sets the speed of "show me" (kept for the next one too). */
  setShowSpeed(speed: ShowSpeed): void;
  /** Pauses "show me", or resumes it. */
  togglePause(): void;
  stop(): void;
  cancel(): void;
  dismiss(): void;
  undoBack(): void;
  judgeDeal(): void;
  dealWinnable(options: GameOptions, start: (game: Game, note: string) => void, random: () => number): void;
}

export const FACE_DOWN_OFF =
  'Solver help is off in face-down games until the game ends: it would use the hidden cards.';

/** "Show me" while it plays: the win's moves, the next one to play, the position it expects, and its next step. */
interface Showing {
  readonly moves: readonly Move[];
  next: number;
  expected: string;
  timer: number;
  /** Whether `timer` is an animation frame rather than a timeout. */
  frame: boolean;
  paused: boolean;
  /** Set when a drawing of the table shows another position than the one expected: the player took over. */
  takenOver: boolean;
  /** Since when, and from which move, "show me" plays to the end (null at the other speeds, and after a pause). */
  end: { readonly since: number; readonly from: number } | null;
}

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
  const showing = useRef<Showing | null>(null);
  /** The speed "show me" plays at, kept from one showing to the next. */
  const showSpeed = useRef<ShowSpeed>('normal');
  /** The position the panel's answer is about: a change of position makes it stale. */
  const about = useRef<string | null>(null);
  const position = host.game.position;
  const positionText = formatPosition(position);
  const off = position.facedown && host.status === 'playing';
  const playing = host.status === 'playing';
  const [thinkAhead, setThinkAhead] = useState(loadThinkAhead);
  /** The search ahead of the player, of the position on the table, while it runs. */
  const ahead = useRef<{ readonly input: string; readonly result: Promise<SearchAnswer> } | null>(null);
  /** The search of a deal dealt from the winnable lists, from its start (`input`), begun as it was dealt, while it runs. */
  const dealt = useRef<{
    readonly code: string;
    readonly input: string;
    readonly result: Promise<SearchAnswer>;
  } | null>(null);
  /** Whether the worker is still on the dealt deal's search: a move by hand does not make it stale. */
  const dealtRunning = () => dealt.current !== null && client.running?.input === dealt.current.code;

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

  // The player takes over: a move or an undo by hand while "show me" plays (or is paused) ends it there. Told
  // while drawing, which always has the latest position: an effect can run a step late, after the next move.
  if (showing.current !== null && showing.current.expected !== positionText) showing.current.takenOver = true;
  useEffect(() => {
    const show = showing.current;
    if (show === null || !show.takenOver) return;
    stopShowing();
    about.current = positionText;
    setPanel({ kind: 'note', text: 'You took over: play on by hand from here.' });
  }, [positionText]);

  // A move by hand makes an answer about the old position stale, and a search for it pointless (but the search of
  // a deal from its start goes on: its win may still be the one the player follows).
  useEffect(() => {
    if (showing.current !== null) return;
    if (about.current !== null && about.current !== positionText) {
      about.current = null;
      if (!dealtRunning()) client.cancel();
      setPanel(null);
    }
  }, [positionText, client]);

  // A new game forgets the verdict on the last one.
  const startText = startInput(host.game);
  useEffect(() => setVerdict(null), [startText]);

  const clearStep = (show: Showing) => {
    if (show.frame) cancelAnimationFrame(show.timer);
    else clearTimeout(show.timer);
  };
  const stopShowing = () => {
    const show = showing.current;
    if (show === null) return;
    clearStep(show);
    showing.current = null;
  };
  useEffect(() => stopShowing, []);

  /** The one place "show me" plays a move of the win on the table. */
  const playShowMeMove = (move: Move): void => {
    hostRef.current.play(move);
  };
  const showPanel = (show: Showing) =>
    setPanel({
      kind: 'showing',
      step: show.next,
      of: show.moves.length,
      speed: showSpeed.current,
      paused: show.paused,
    });
  /** Plans the next move of "show me" at its speed (the first one sooner), unless it is paused. */
  const planStep = (show: Showing, first = false) => {
    clearStep(show);
    if (show.paused) return;
    const speed = showSpeed.current;
    show.frame = speed === 'end';
    if (speed === 'end') {
      show.end ??= { since: performance.now(), from: show.next };
      show.timer = requestAnimationFrame(() => showStep(show));
      return;
    }
    const wait = SHOW_ME_STEP_MS[speed];
    show.timer = window.setTimeout(() => showStep(show), first ? wait / 2 : wait);
  };
  /** Plays the next move of the win (with no animation, "to the end" plays all the rest at once). */
  const showStep = (show: Showing) => {
    if (showing.current !== show || show.takenOver) return;
    // The game in hostRef is the one on the table: each move is drawn before the next step.
    let at = hostRef.current.game.position;
    // Not drawn yet: try again at the next step (a move by hand ends the showing before that).
    if (formatPosition(at) !== show.expected) {
      planStep(show);
      return;
    }
    // How many moves this step plays: one, or at full speed as many as are due (all of them with no animation).
    let count = 1;
    if (show.end !== null) {
      const due = show.end.from + Math.floor((performance.now() - show.end.since) / TO_THE_END_MS) + 1;
      count = hostRef.current.animate === false ? show.moves.length : Math.max(1, due - show.next);
    }
    for (; count > 0; count--) {
      const move = show.moves[show.next];
      if (move === undefined) break;
      const after = play(at, move);
      if (!after.ok) {
        stopShowing();
        setPanel({ kind: 'note', text: "The solver's win did not replay." });
        return;
      }
      playShowMeMove(move);
      at = after.value;
      show.expected = formatPosition(at);
      show.next++;
    }
    if (show.next >= show.moves.length) {
      stopShowing();
      setPanel(null);
      return;
    }
    showPanel(show);
    planStep(show);
  };

  /** Searches a deal just dealt from the winnable lists from its start, with the study's budget, so its win is known. */
  const studyDealt = (game: Game): void => {
    const code = startInput(game);
    const result = client.solve(code, BUDGETS.dealt);
    const running = { code, input: inputOf(game.start), result };
    dealt.current = running;
    void result.then((answer) => {
      if (dealt.current === running) dealt.current = null;
      keep(game.start, answer, BUDGETS.dealt);
    });
  };

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
    const running =
      ahead.current?.input === input
        ? ahead.current.result
        : dealt.current?.input === input
          ? dealt.current.result
          : null;
    if (running !== null) {
      const joined = await follow(running, what);
      // The search ahead (or of the deal) was stopped by something else than the player (another search): ask again.
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
      const what = 'Can this game still be won?';
      // The deal's own search from its start, begun as it was dealt, answers this at its start.
      const running = dealt.current?.input === input ? dealt.current.result : null;
      const asked: Promise<SearchAnswer> =
        settled !== null
          ? Promise.resolve({ kind: 'answer', answer: settled, along: null })
          : running !== null
            ? follow(running, what)
            : search(input, BUDGETS.canWin, what);
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
      const show: Showing = {
        moves,
        next: 0,
        expected: formatPosition(at),
        timer: 0,
        frame: false,
        paused: false,
        takenOver: false,
        end: null,
      };
      showing.current = show;
      showPanel(show);
      planStep(show, true);
    },
    setShowSpeed(speed) {
      showSpeed.current = speed;
      const show = showing.current;
      if (show === null) return;
      show.end = null;
      showPanel(show);
      planStep(show);
    },
    togglePause() {
      const show = showing.current;
      if (show === null) return;
      show.paused = !show.paused;
      show.end = null;
      showPanel(show);
      planStep(show);
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
      about.current = null;
      const listed = WINNABLE_DEALS.pick(
        options,
        random,
        new Set(hostRef.current.game.deal === null ? [] : [hostRef.current.game.deal]),
      );
      if (listed !== null) {
        const game = newGame({ options, deal: listed });
        start(game, '');
        // Its win is searched for at once, so the first hint and "Can I still win?" know it. Not in a face-down
        // game: the solver stays off there until the game ends.
        if (!options.facedown) studyDealt(game);
        return;
      }
      // The list is missing or used up: search random deals live until one is won (or too many were not).
      const began = performance.now();
      void searchWinnableDeal(
        options,
        (code) => client.solve(code, BUDGETS.liveDeal),
        random,
        (tried) => setPanel({ kind: 'working', what: `Looking for a winnable deal (deal ${tried})`, since: began }),
      ).then((found) => {
        if (found.kind === 'cancelled') return;
        if (found.kind === 'failed') {
          about.current = formatPosition(hostRef.current.game.position);
          setPanel({ kind: 'note', text: found.reason });
          return;
        }
        WINNABLE_DEALS.remember(options, found.deal);
        setFound((n) => n + 1);
        setPanel(null);
        const game = newGame({ options, deal: found.deal });
        // The search's win is from the deal's start: the first hint needs no search.
        keep(game.start, { kind: 'answer', answer: found.answer, along: found.along }, BUDGETS.liveDeal);
        start(game, '');
      });
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
