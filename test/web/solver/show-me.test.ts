// "Show me" against a table whose drawings come a frame late, as Preact's effects do: playing to the end is no take-over.

import { describe, expect, it } from 'vitest';
import {
  dealPosition,
  formatPosition,
  isWon,
  type Move,
  type Position,
  parseGameCode,
  play,
} from '../../../src/engine/index';
import { solve } from '../../../src/solver/solve';
import { solutionMoves } from '../../../src/web/solver/advice';
import { type ShowClock, type ShowingPanel, ShowMe } from '../../../src/web/solver/show-me';

/** A clock whose frames run when the test says, each frame 16 ms after the last unless the test says otherwise. */
class Frames implements ShowClock {
  time = 0;
  private tasks = new Map<number, () => void>();
  private next = 1;
  now = () => this.time;
  after = (_ms: number, task: () => void) => this.frame(task);
  cancelAfter = (handle: number) => this.cancelFrame(handle);
  frame = (task: () => void) => {
    this.tasks.set(this.next, task);
    return this.next++;
  };
  cancelFrame = (handle: number) => {
    this.tasks.delete(handle);
  };
  get waiting(): number {
    return this.tasks.size;
  }
  run(ms = 16): void {
    this.time += ms;
    const due = [...this.tasks.values()];
    this.tasks.clear();
    for (const task of due) task();
  }
}

function won(code: string): { start: Position; moves: Move[] } {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const start = dealPosition(parsed.value.deal, parsed.value.options);
  const moves = solutionMoves(solve(start, { nodeLimit: 2_000_000 }));
  if (!moves.ok) throw new Error(moves.error.reason);
  return { start, moves: moves.value };
}

/** A show-me over a table that plays at once but whose drawings (`drawn`) come one frame late. */
function lateTable(start: Position) {
  let position = start;
  let panel: ShowingPanel | null | { readonly kind: 'note'; readonly text: string } = null;
  const clock = new Frames();
  const show = new ShowMe(
    {
      position: () => position,
      animate: () => true,
      play: (move) => {
        const after = play(position, move);
        if (!after.ok) throw new Error(after.error.reason);
        position = after.value;
      },
      shown: (next) => {
        panel = next;
      },
    },
    clock,
  );
  let takenOver = false;
  /** One frame: its step first, then (an effect after paint) the drawing of what the table showed a frame ago. */
  let shownBefore = formatPosition(start);
  const frame = (ms?: number) => {
    clock.run(ms);
    if (show.drawn(shownBefore)) takenOver = true;
    shownBefore = formatPosition(position);
  };
  return { show, clock, frame, position: () => position, panel: () => panel, takenOver: () => takenOver };
}

describe('show me at "to the end"', () => {
  const { start, moves } = won('CR1-M-AAAAAAA');

  it('plays the whole win though each drawing of the table comes a frame after its move', () => {
    const table = lateTable(start);
    table.show.setSpeed('end');
    table.show.start(moves);
    for (let i = 0; i < 10 * moves.length && table.clock.waiting > 0; i++) table.frame();
    expect(table.takenOver()).toBe(false);
    expect(isWon(table.position())).toBe(true);
    expect(table.panel()).toBeNull();
  });

  it('keeps to a move every 18 ms of the clock when the frames come late, as on a slow phone', () => {
    const table = lateTable(start);
    table.show.setSpeed('end');
    table.show.start(moves);
    // Frames 100 ms apart: one move a frame would take 100 ms a move; catching up plays about five a frame.
    let frames = 0;
    while (table.clock.waiting > 0 && frames < 10 * moves.length) {
      table.frame(100);
      frames++;
    }
    expect(isWon(table.position())).toBe(true);
    expect(table.takenOver()).toBe(false);
    // The whole win within its moves at 18 ms each, plus the frame that starts it and the frames a late drawing costs.
    expect(frames * 100).toBeLessThanOrEqual(moves.length * 18 + 300);
    expect(moves.length).toBeGreaterThan(50);
  });

  it('still ends when a drawing shows a position behind the one it last drew (an undo by hand)', () => {
    const table = lateTable(start);
    table.show.setSpeed('slow');
    table.show.start(moves);
    for (let i = 0; i < 4; i++) table.frame();
    table.frame();
    expect(table.show.drawn(formatPosition(start))).toBe(true);
    expect(isWon(table.position())).toBe(false);
  });
});
