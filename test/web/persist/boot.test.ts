// How the app opens: link over saved game (kept, not lost), saved game, fresh deal by the settings, bad links.

import { describe, expect, it } from 'vitest';
import { formatPosition, gameFromPosition, hint, newGame, parseMove, playMove } from '../../../src/engine/index';
import { resumeSession } from '../../../src/web/core/session';
import { bootGame } from '../../../src/web/persist/boot';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { Persistence } from '../../../src/web/persist/persistence';
import { DEFAULT_SETTINGS } from '../../../src/web/persist/settings';
import { ONE_FROM_STUCK, ONE_FROM_WIN } from '../fixtures';

const id = () => 'fresh-id';
const random = () => 0.5;

function savedAfterOneMove() {
  const storage = new MemoryStorage();
  const persistence = new Persistence(storage);
  let game = newGame({ options: { rules: 'classic' }, deal: 7 });
  const advice = hint(game.position);
  if (advice === null) throw new Error('deal 7 has a move');
  const step = playMove(game, advice.move);
  if (!step.ok) throw new Error('the hint is legal');
  game = step.value;
  expect(persistence.saveGame(game, 'saved-id', 42_000)).toBeNull();
  return { loaded: new Persistence(storage).loadAll(), game };
}

describe('bootGame', () => {
  it('resumes the saved game with its name and time when there is no link', () => {
    const { loaded, game } = savedAfterOneMove();
    const boot = bootGame('', loaded, id, random);
    expect(formatPosition(boot.game.position)).toBe(formatPosition(game.position));
    expect(boot).toMatchObject({ id: 'saved-id', elapsedMs: 42_000, fromLink: false });
    expect(boot.message).toMatch(/^Welcome back: game CR1-N-\w+ resumed after 1 move\.$/);
  });

  it('deals nothing to resume a saved game or open a good link: the random source (and the winnable list) is never asked', () => {
    const { loaded } = savedAfterOneMove();
    const asked: string[] = [];
    const counting = () => {
      asked.push('random');
      return 0.5;
    };
    expect(bootGame('', loaded, id, counting).resumed).toBe(true);
    expect(bootGame('?code=CR1-N-AAAAAAB', loaded, id, counting).resumed).toBe(false);
    expect(asked).toEqual([]);
    // A bad link over the saved game deals the fresh game its sentence speaks of, and resumes the saved one.
    expect(bootGame('?code=nonsense', loaded, id, counting).resumed).toBe(true);
    expect(bootGame('', { ...loaded, game: null }, id, counting).resumed).toBe(false);
    expect(asked).toEqual(['random', 'random']);
  });

  it('resumes a won game as won, saying so, and marks it resumed so no win is announced again', () => {
    const storage = new MemoryStorage();
    const home = parseMove('1-AS');
    if (!home.ok) throw new Error(home.error.reason);
    const won = playMove(gameFromPosition(ONE_FROM_WIN), home.value);
    if (!won.ok) throw new Error(won.error.reason);
    expect(new Persistence(storage).saveGame(won.value, 'won-id', 65_000)).toBeNull();
    const boot = bootGame('', new Persistence(storage).loadAll(), id, random);
    expect(boot).toMatchObject({ id: 'won-id', resumed: true, fromLink: false });
    expect(boot.message).toBe('Welcome back: your shared position is won, in 1:05 with 1 move.');
    expect(resumeSession(boot.game, boot.message, boot.elapsedMs, 0, true).status).toBe('won');
  });

  it('resumes a stuck game saying it is stuck, not that it goes on', () => {
    const storage = new MemoryStorage();
    const last = parseMove('1-AS');
    if (!last.ok) throw new Error(last.error.reason);
    const stuck = playMove(gameFromPosition(ONE_FROM_STUCK), last.value);
    if (!stuck.ok) throw new Error(stuck.error.reason);
    expect(new Persistence(storage).saveGame(stuck.value, 'stuck-id', 65_000)).toBeNull();
    const boot = bootGame('', new Persistence(storage).loadAll(), id, random);
    expect(boot.message).toBe('Welcome back: your shared position is stuck after 1 move: no move is left.');
  });

  it('marks only a saved game as resumed: a link or a fresh deal is new', () => {
    const { loaded } = savedAfterOneMove();
    expect(bootGame('', loaded, id, random).resumed).toBe(true);
    expect(bootGame('?code=CR1-N-AAAAAAB', loaded, id, random).resumed).toBe(false);
    expect(bootGame('', { ...loaded, game: null }, id, random).resumed).toBe(false);
  });

  it("opens a link over a played saved game, holding the saved game until the link's game is played", () => {
    const { loaded } = savedAfterOneMove();
    const boot = bootGame(`?position=${encodeURIComponent(formatPosition(ONE_FROM_WIN))}`, loaded, id, random);
    expect(formatPosition(boot.game.position)).toBe(formatPosition(ONE_FROM_WIN));
    expect(boot).toMatchObject({ id: 'fresh-id', elapsedMs: 0, fromLink: true });
    expect(boot.message).toContain('Your saved game is kept until you make a move here');
  });

  it('falls back to the saved game after a bad link, saying what was wrong', () => {
    const { loaded } = savedAfterOneMove();
    const boot = bootGame('?code=nonsense', loaded, id, random);
    expect(boot.id).toBe('saved-id');
    expect(boot.message).toMatch(/^The game code in the link could not be opened: .+ Welcome back: /);
  });

  it('deals by the saved settings when nothing is saved, and passes storage notices on', () => {
    const loaded = {
      settings: { ...DEFAULT_SETTINGS, rules: 'casual' as const, difficulty: 'hard' as const, facedown: true },
      game: null,
      games: { games: [], carried: [] },
      history: {},
      stats: { byKey: {}, daily: {}, current: null },
      notices: ['The saved game could not be read because it is not valid data, perhaps cut short.'],
    };
    const boot = bootGame('', loaded, id, random);
    expect(boot.game.options).toEqual({ rules: 'casual', difficulty: 'hard', facedown: true });
    expect(boot.message).toMatch(/perhaps cut short\.$/);
  });
});

describe('resumeSession', () => {
  it('runs the clock at once for a visible game in play, and keeps it standing when hidden', () => {
    const { game } = savedAfterOneMove();
    expect(resumeSession(game, '', 5000, 100, true).clock).toEqual({ since: 100, banked: 5000 });
    expect(resumeSession(game, '', 5000, 100, false).clock).toEqual({ since: null, banked: 5000 });
  });
});
