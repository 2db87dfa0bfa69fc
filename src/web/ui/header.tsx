// The top bar: rule set, clock, move counter, the game code (copyable) and the settings button.

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { describeOptions, formatPosition, type Game, gameCode } from '../../engine/index';
import { type Clock, elapsed } from '../core/session';
import { formatClock } from '../core/words';
import './header.css';

function Timer({ clock }: { readonly clock: Clock }) {
  // The tick only asks for a redraw: the time is read at the drawing itself, since a reading kept from an earlier
  // tick, against a clock started again since (the page shown again), would show less time than before.
  const [, tick] = useState(0);
  useEffect(() => {
    if (clock.since === null) return;
    const id = setInterval(() => tick((n) => n + 1), 500);
    return () => clearInterval(id);
  }, [clock]);
  return (
    <span class="stat" title="Time">
      <span class="stat-label">Time</span>
      <span class="stat-value" data-testid="clock">
        {formatClock(elapsed(clock, performance.now()))}
      </span>
    </span>
  );
}

export interface HeaderProps {
  readonly game: Game;
  readonly clock: Clock;
  readonly onCopied: (message: string) => void;
  readonly onSettings: () => void;
  /** Shown next to the code (the solver's "winnable" badge). */
  readonly badge?: ComponentChildren;
  /** Before the Settings button: the deal of the day. */
  readonly daily?: ComponentChildren;
}

export function Header({ game, clock, onCopied, onSettings, badge, daily }: HeaderProps) {
  const code = gameCode(game);
  const copy = async () => {
    const text = code ?? formatPosition(game.position);
    try {
      await navigator.clipboard.writeText(text);
      onCopied(code === null ? 'Position copied.' : `Game code ${code} copied.`);
    } catch {
      onCopied(`Copying is not allowed here; the ${code === null ? 'position' : 'code'} is ${text}`);
    }
  };
  return (
    <header class="header">
      <h1 class="title">
        <span class="brand">Crescent</span> <span class="rules-name">{describeOptions(game.options)}</span>
      </h1>
      <Timer clock={clock} />
      <span class="stat">
        <span class="stat-label">Moves</span>
        <span class="stat-value" data-testid="moves">
          {game.moveCount}
        </span>
      </span>
      <button
        type="button"
        class="code"
        onClick={copy}
        title="Copy the game code"
        aria-label={code === null ? 'Copy shared position' : `Copy game code ${code}`}
      >
        <span class="code-text">{code ?? 'Shared position'}</span>
        <svg class="copy-icon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M7 7h9v10H7zM4 13V3h9" />
        </svg>
      </button>
      {badge}
      {daily}
      <button type="button" class="settings-button" onClick={onSettings} aria-label="Settings" title="Settings">
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14M7 3v4M13 8v4M9 13v4" />
        </svg>
      </button>
    </header>
  );
}
