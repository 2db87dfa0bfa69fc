// What the solver shows the player: the panel's answer or progress, the position it is about, and the deal's verdict.

import type { Replay } from '../replay/replayer';
import type { SearchAnswer } from './client';
import type { ShowingPanel } from './show-me';

/** What the solver panel shows. */
export type Panel =
  | { readonly kind: 'working'; readonly what: string; readonly since: number }
  | { readonly kind: 'yes'; readonly length: number }
  | { readonly kind: 'no'; readonly undos: number | null; readonly why: string }
  | { readonly kind: 'lost'; readonly canUndo: boolean }
  | { readonly kind: 'undecided'; readonly text: string }
  | ShowingPanel
  | { readonly kind: 'note'; readonly text: string };

/** What the solver says about a lost game's deal from its start. */
export type Verdict =
  | { readonly kind: 'working' }
  | { readonly kind: 'winnable'; readonly replay: Replay }
  | { readonly kind: 'unwinnable' }
  | { readonly kind: 'undecided'; readonly text: string };

export class PanelBoard {
  panel: Panel | null = null;
  verdict: Verdict | null = null;
  /** The position (in notation) the panel's answer is about: a change of position makes it stale. */
  about: string | null = null;
  private readonly listeners = new Set<() => void>();
  /** Which search the panel's progress belongs to: a search cancelled by another takes its progress away. */
  private owner = 0;

  constructor(private readonly now: () => number) {}

  /** Calls `listener` whenever the panel or the verdict changes; returns how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  show(panel: Panel | null): void {
    this.panel = panel;
    this.changed();
  }

  /** Shows `what` in progress since now. */
  working(what: string): void {
    this.show({ kind: 'working', what, since: this.now() });
  }

  setVerdict(verdict: Verdict | null): void {
    this.verdict = verdict;
    this.changed();
  }

  /** Shows a search's progress in the panel until it answers; a cancel of the search it still shows clears it. */
  async follow(running: Promise<SearchAnswer>, what: string): Promise<SearchAnswer> {
    const mine = ++this.owner;
    this.working(what);
    const result = await running;
    if (result.kind === 'cancelled' && this.owner === mine) this.show(null);
    return result;
  }
}
