// Browser tests: playing a real deal from ?code= with mouse and keyboard, checked move by move against the engine.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardMove,
  checkMove,
  dealPosition,
  formatGameCode,
  formatPosition,
  type GameOptions,
  hint,
  isPilePlace,
  type Place,
  play,
  REDEAL,
} from '../src/engine/index';
import { REPEAT_MARK } from '../src/web/core/session';
import { ONE_FROM_STUCK } from '../test/web/fixtures';
import {
  cardsOnTable,
  centreOf,
  dragMouse,
  findPile,
  pastDoubleTap,
  placeSelector,
  positionAfter,
  positionOf,
  positionText,
  redealAnswering,
  statusLine,
  tapMove,
} from './support/app';
import { DESKTOP, fileHarness, finish, type OpenPage, type SharedPage } from './support/harness';

const harness = fileHarness();

const CLASSIC: GameOptions = { rules: 'classic' };

/** The first deal whose start position has a pile matching `wanted`: real deals, found with the engine. */
function findDeal(wanted: (targets: Place[]) => boolean, options = CLASSIC) {
  for (let deal = 1; deal < 5000; deal++) {
    const position = dealPosition(deal, options);
    const pile = findPile(position, wanted);
    if (pile !== null) return { code: formatGameCode({ options, deal }), position, ...pile };
  }
  throw new Error('no deal found');
}

// The file's tests take turns on one desktop page, each visit from empty storage as on a fresh context's page, with
// thinking ahead off: they play the table, and no search ahead of the player runs behind them (solver-ahead.test.ts
// tests it).
let table: SharedPage;
beforeAll(async () => {
  table = await harness.shared(DESKTOP);
});
afterAll(() => table.close());

function open(query: string): Promise<OpenPage> {
  return table.visit(query);
}

const foundation = (place: Place) => !isPilePlace(place);

describe('playing a deal from ?code= on a desktop', () => {
  it('opens exactly the deal of the code, with its hooks', async () => {
    const opened = await open('?code=CR1-F-AAAAABC');
    const { page } = opened;
    expect(await positionText(page)).toBe(formatPosition(dealPosition(28, { rules: 'classic', four: true })));
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    expect(await cardsOnTable(page)).toBe(formatPosition(await positionOf(page)).split(' ')[3]);
    expect(await page.locator('[data-pile="3"]').getAttribute('aria-label')).toMatch(
      /^Pile 3, 6 cards, top \w+ of \w+$/,
    );
    for (const name of ['Undo', 'Redeal', 'Hint', 'Restart', 'New game']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    await finish(opened);
  });

  it("plays a real game from ?code= by following the engine's hint, move after move", async () => {
    const opened = await open('?code=CR1-M-AAAABCD');
    const { page } = opened;
    for (let step = 0; step < 12; step++) {
      const position = await positionOf(page);
      const advice = hint(position);
      if (advice === null) break;
      const expected = positionAfter(position, advice.move);
      await tapMove(page, position, advice.move);
      expect(await positionText(page)).toBe(expected);
      // A player's next tap on the same pile comes later than a double-tap's second tap.
      await pastDoubleTap(page);
    }
    expect(Number(await page.getByTestId('moves').textContent())).toBeGreaterThanOrEqual(10);
    await finish(opened);
  });

  it('moves a card by one tap when exactly one place takes it', async () => {
    const deal = findDeal((targets) => targets.length === 1);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    await page.locator(placeSelector(deal.from)).click();
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, deal.targets[0] as Place)));
    expect(await statusLine(page)).toMatch(/^Moved the .+ from pile \d+ to .+\.$/);
    expect(await page.getByTestId('moves').textContent()).toBe('1');
    await finish(opened);
  });

  it('selects on a tap, highlights the legal destinations, and moves on a second tap', async () => {
    const deal = findDeal((targets) => targets.length >= 2);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    await page.locator(placeSelector(deal.from)).click();
    await expect.poll(() => page.locator('.selected').count()).toBe(1);
    expect(await page.locator(placeSelector(deal.from)).getAttribute('aria-label')).toMatch(/, selected$/);
    const highlighted = await page
      .locator('.target')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-place')).sort());
    expect(highlighted).toEqual(deal.targets.map(String).sort());
    const to = deal.targets[deal.targets.length - 1] as Place;
    await page.locator(placeSelector(to)).click();
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    expect(await page.locator('.selected, .target').count()).toBe(0);
    await finish(opened);
  });

  it("refuses an illegal move with the engine's sentence in the status line, and nothing changes", async () => {
    const deal = findDeal((targets) => targets.length >= 2);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    const wrong = Array.from({ length: 16 }, (_, p) => p).find(
      (p) => p !== deal.from && !deal.targets.includes(p),
    ) as Place;
    await page.locator(placeSelector(deal.from)).click();
    await page.locator(placeSelector(wrong)).click();
    const reason = checkMove(deal.position, cardMove(deal.from, wrong))?.reason;
    expect(reason).toBeDefined();
    expect(await statusLine(page)).toBe(reason);
    expect(await page.locator('.status-line.refused').count()).toBe(1);
    expect(await positionText(page)).toBe(formatPosition(deal.position));
    expect(await page.locator('[role="dialog"], dialog[open]').count()).toBe(0);
    await finish(opened);
  });

  it('says a refusal again when it is repeated: the live region changes each time, the sentence stays', async () => {
    const opened = await open(`?position=${encodeURIComponent(formatPosition(ONE_FROM_STUCK))}`);
    const { page } = opened;
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"]') as HTMLElement;
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // The button is aria-disabled but pressable (a press says why): Playwright's wait for "enabled" is skipped.
    const redeal = page.getByRole('button', { name: 'Redeal', exact: true });
    await redeal.click({ force: true });
    await redeal.click({ force: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.length)).toBe(2);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.map((text) => text.replaceAll(REPEAT_MARK, ''))).toEqual(['No redeals left', 'No redeals left']);
    expect(heard[0]).not.toBe(heard[1]);
    expect(await statusLine(page)).toBe('No redeals left');
    expect(await page.getByRole('status').getAttribute('aria-atomic')).toBe('true');
    await finish(opened);
  });

  it('sends a card home on a double-tap', async () => {
    const deal = findDeal((targets) => targets.length >= 2 && targets.filter(foundation).length === 1);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    await page.locator(placeSelector(deal.from)).dblclick();
    const home = deal.targets.find(foundation) as Place;
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, home)));
    await finish(opened);
  });

  it('leaves the card where it was on a double-tap when only a pile takes it, saying why', async () => {
    const deal = findDeal((targets) => targets.length === 1 && isPilePlace(targets[0] as Place));
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    // The second click lands on the card as it flies to the pile: it still belongs to this double-tap.
    await page.locator(placeSelector(deal.from)).dblclick();
    expect(await positionText(page)).toBe(formatPosition(deal.position));
    expect(await statusLine(page)).toMatch(
      new RegExp(
        `^A double-tap sends a card to a foundation, and none takes the .+: it stays on pile ${deal.from + 1}\\.$`,
      ),
    );
    expect(await page.getByTestId('moves').textContent()).toMatch(/^0\b/);
    // A single tap still moves it at once.
    await pastDoubleTap(page);
    await page.locator(placeSelector(deal.from)).click();
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, deal.targets[0] as Place)));
    await finish(opened);
  });

  it('moves a card dragged onto a pile, and puts it back when dropped nowhere', async () => {
    const deal = findDeal((targets) => targets.some(isPilePlace));
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    const to = deal.targets.find(isPilePlace) as Place;
    const card = await centreOf(page, `${placeSelector(deal.from)} .card.top`);
    await dragMouse(page, card, { x: 2, y: 2 });
    expect(await positionText(page)).toBe(formatPosition(deal.position));
    await dragMouse(page, card, await centreOf(page, placeSelector(to)));
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    await finish(opened);
  });

  it('sends a card dropped anywhere in the foundation area to the foundation that takes it', async () => {
    const deal = findDeal((targets) => targets.some(foundation));
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    const area = await page.locator('[data-foundation-area]').boundingBox();
    if (area === null) throw new Error('no foundation area');
    const card = await centreOf(page, `${placeSelector(deal.from)} .card.top`);
    // Near the area's corner: on no foundation at all.
    await dragMouse(page, card, { x: area.x + 6, y: area.y + 6 });
    const home = deal.targets.find(foundation) as Place;
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, home)));
    await finish(opened);
  });

  it('redeals, undoes, restarts, and shows the hint on the table', async () => {
    const opened = await open('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const start = await positionOf(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    // The hint asks the solver first (in a worker), so its answer comes a moment later.
    await expect.poll(() => statusLine(page), { timeout: 10_000 }).toMatch(/^Hint: /);
    expect(await page.locator('.hinted').count()).toBeGreaterThan(0);

    const redeal = page.getByRole('button', { name: 'Redeal', exact: true });
    expect(await redeal.textContent()).toContain('3 redeals left');
    await redeal.click();
    expect(await positionText(page)).toBe(positionAfter(start, REDEAL));
    expect(await statusLine(page)).toBe('Redealt: 2 redeals left.');
    expect(await redeal.textContent()).toContain('2 redeals left');

    const redealt = await positionOf(page);
    const pile = findPile(redealt, (targets) => targets.length > 0);
    if (pile === null) throw new Error('no move after the redeal');
    const move = cardMove(pile.from, pile.targets[0] as Place);
    const played = positionAfter(redealt, move);
    await page.locator(placeSelector(pile.from)).click();
    if (pile.targets.length > 1) await page.locator(placeSelector(pile.targets[0] as Place)).click();
    expect(await positionText(page)).toBe(played);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await positionText(page)).toBe(formatPosition(redealt));
    expect(await statusLine(page)).toMatch(/^Took back: moved the /);
    // Classic: a redeal clears what undo can reach.
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restart this game?' }).getByRole('button', { name: 'Restart' }).click();
    expect(await positionText(page)).toBe(formatPosition(start));
    expect(await page.getByTestId('moves').textContent()).toBe('0');
    await finish(opened);
  });

  it('says "No redeals left" at zero, and why a strict redeal is refused while a card can move', async () => {
    const opened = await open('?code=CR1-S-AAAAAAB');
    const { page } = opened;
    const redeal = page.getByRole('button', { name: 'Redeal', exact: true });
    const start = await positionOf(page);
    const reason = checkMove(start, REDEAL)?.reason as string;
    expect(reason).toBe('You may redeal only when no card can move and no trade can free one');
    expect(await redeal.getAttribute('aria-disabled')).toBe('true');
    expect(await redeal.textContent()).toContain(reason);
    // A refused redeal stays pressable (aria-disabled), so the player learns why.
    await redeal.click({ force: true });
    expect(await statusLine(page)).toBe(reason);
    expect(await positionText(page)).toBe(formatPosition(start));
    await opened.close();

    const none = await open(
      `?position=${encodeURIComponent(formatPosition({ ...start, rules: 'classic', redeals: 0 }))}`,
    );
    expect(await none.page.getByRole('button', { name: 'Redeal', exact: true }).textContent()).toContain(
      'No redeals left',
    );
    await finish(none);
  });

  it('plays with the keyboard: piles are buttons that Enter and Space tap', async () => {
    const deal = findDeal((targets) => targets.length >= 2);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    await page.locator(placeSelector(deal.from)).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.selected').count()).toBe(1);
    const to = deal.targets[0] as Place;
    await page.locator(placeSelector(to)).focus();
    await page.keyboard.press(' ');
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    await finish(opened);
  });

  it('never loses or doubles a card when the player acts during an animation', async () => {
    const deal = findDeal((targets) => targets.length === 1);
    const opened = await open(`?code=${deal.code}`);
    const { page } = opened;
    const layout = () => cardsOnTable(page);
    const shown = async () => formatPosition(await positionOf(page)).split(' ')[3];
    // Each action lands while the last one's slide is still running.
    await page.locator(placeSelector(deal.from)).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.locator(placeSelector(deal.from)).click();
    await redealAnswering(page);
    expect(await layout()).toBe(await shown());
    const moved = play(deal.position, cardMove(deal.from, deal.targets[0] as Place));
    if (!moved.ok) throw new Error(moved.error.reason);
    expect(await positionText(page)).toBe(positionAfter(moved.value, REDEAL));
    // The slides end (each is well under a second long), and then every card shows where the position has it.
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
    expect(await layout()).toBe(await shown());
    await finish(opened);
  });
});
