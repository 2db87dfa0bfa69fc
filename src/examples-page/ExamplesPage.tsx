// The Examples page: a won classic game stepped through move by move, each move in words, redeals before and after.

import { useCallback, useEffect, useState } from 'preact/hooks';
import { cardSymbol, describeOptions, formatMove, gameCode, type Move, type Position } from '../engine/index';
import { changedPiles } from '../rules-page/diagram';
import { Horseshoe, isRed } from '../rules-page/Horseshoe';
import { PageHeader } from '../rules-page/PageHeader';
import { describeStep } from '../web/core/words';
import {
  atEnd,
  atStart,
  back,
  forward,
  goTo,
  lastStep,
  moveBefore,
  positionAt,
  positionBefore,
  type Replay,
  type ReplayCursor,
  statusAt,
  toEnd,
  toStart,
} from '../web/replay/replayer';
import { moveTally } from './example-game';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the live region reads out at this step. */
function stepText(cursor: ReplayCursor): string {
  if (atStart(cursor)) return 'The deal, before any move: 16 piles of 6 cards, all face up.';
  return `${capitalized(describeStep(cursor.replay, cursor.at))}.`;
}

function moveEnds(move: Move | null): { from: number | null; to: number | null } {
  return move === null || move.kind === 'redeal' ? { from: null, to: null } : { from: move.from, to: move.to };
}

function Diagrams({ cursor }: { cursor: ReplayCursor }) {
  const move = moveBefore(cursor);
  const before = positionBefore(cursor);
  const position = positionAt(cursor);
  if (move?.kind === 'redeal' && before !== null) {
    return (
      <div class="diagrams two">
        <Horseshoe position={before} title="Before the redeal" changed={changedPiles(before, position)} />
        <Horseshoe position={position} title="After the redeal" changed={changedPiles(before, position)} />
      </div>
    );
  }
  const { from, to } = moveEnds(move);
  const title = atStart(cursor) ? 'The deal' : `After move ${cursor.at} (${formatMove(move as Move)})`;
  return (
    <div class="diagrams one">
      <Horseshoe position={position} from={from} to={to} title={title} />
    </div>
  );
}

const ICON_PATHS: Record<'start' | 'back' | 'forward' | 'end', string> = {
  start: 'M3 2h2v12H3zM14 2v12L6 8z',
  back: 'M12 2v12L4 8z',
  forward: 'M4 2v12l8-6z',
  end: 'M11 2h2v12h-2zM2 2v12l8-6z',
};

/** A small drawn arrow: font glyphs such as ⏮ are missing on many phones. */
function Icon({ shape }: { shape: keyof typeof ICON_PATHS }) {
  return (
    <svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[shape]} fill="currentColor" />
    </svg>
  );
}

/** Every pile in full, bottom to top: the diagram shows only top cards, and a redeal moves bottom cards. */
function PileList({ position }: { position: Position }) {
  return (
    <details class="pile-list">
      <summary>Every card in the piles, bottom to top</summary>
      <ol>
        {position.piles.map((pile, place) => (
          <li key={`pile-${place + 1}`}>
            <span class="pile-name">Pile {place + 1}:</span>{' '}
            {pile.length === 0
              ? 'empty'
              : pile.map((card, i) => (
                  <span key={`${place}-${i}`} class={isRed(card) ? 'red' : undefined}>
                    {i > 0 ? ' ' : ''}
                    {cardSymbol(card)}
                  </span>
                ))}
          </li>
        ))}
      </ol>
    </details>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
}

export function ExamplesPage({ replay }: { replay: Replay }) {
  const [cursor, setCursor] = useState<ReplayCursor>(() => goTo(replay, 0));
  const step = useCallback((how: (c: ReplayCursor) => ReplayCursor) => setCursor((c) => how(c)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const how: Record<string, (c: ReplayCursor) => ReplayCursor> = {
        ArrowRight: forward,
        ArrowLeft: back,
        Home: toStart,
        End: toEnd,
      };
      const action = how[event.key];
      if (action === undefined) return;
      event.preventDefault();
      step(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  const tally = moveTally(replay);
  const code = gameCode(replay.start) ?? 'a shared position';
  const last = lastStep(replay);
  return (
    <>
      <PageHeader page="Examples" />
      <main class="page">
        <h1>An example game</h1>
        <p class="lead">
          Deal <code>{code}</code>, {describeOptions(replay.start.options).toLowerCase()} rules, won in {tally.moves}{' '}
          moves ({tally.redeals} redeals, {tally.trades} trades between foundations). Step through it with the buttons
          or the arrow keys.
        </p>
        <div class="stepper">
          <nav class="controls" aria-label="Replay">
            <button type="button" onClick={() => step(toStart)} disabled={atStart(cursor)}>
              <Icon shape="start" /> Start
            </button>
            <button type="button" onClick={() => step(back)} disabled={atStart(cursor)}>
              <Icon shape="back" /> Back
            </button>
            <button type="button" onClick={() => step(forward)} disabled={atEnd(cursor)}>
              Forward <Icon shape="forward" />
            </button>
            <button type="button" onClick={() => step(toEnd)} disabled={atEnd(cursor)}>
              End <Icon shape="end" />
            </button>
          </nav>
          <div class="progress">
            <label for="step">
              Move {cursor.at} of {last}
            </label>
            <input
              id="step"
              type="range"
              min={0}
              max={last}
              value={cursor.at}
              onInput={(event) => setCursor(goTo(replay, Number((event.currentTarget as HTMLInputElement).value)))}
            />
          </div>
          <p class={statusAt(cursor) === 'won' ? 'move-text won' : 'move-text'} aria-live="polite">
            {stepText(cursor)}
          </p>
        </div>
        <Diagrams cursor={cursor} />
        <PileList position={positionAt(cursor)} />
        <section class="reading">
          <h2>Reading the diagram</h2>
          <p>
            Piles 1 to 4 run up the left side, 5 to 12 along the top and 13 to 16 down the right side. Under each top
            card stand its pile number (#12) and how many cards the pile holds (on a narrow screen, ×5 for five cards).
            In the middle, the Ace foundations build up from the Ace and the King foundations below them build down from
            the King; under each, how many cards it holds. The card just moved is outlined in gold, and the place it
            left is dashed. At a redeal, the diagrams show the table before and after it, with the piles it changed
            outlined.
          </p>
        </section>
      </main>
    </>
  );
}
