// Where everything sits on the table: the horseshoe of RULES.md section 1, sized to any viewport.

/** A rectangle in CSS pixels, relative to the table's top-left corner. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The way a pile spreads its cards: top piles downward, side piles toward the foundations. */
export type Fan = 'down' | 'right' | 'left';

export interface PileLayout {
  /** The whole pile button: its label strip and its fanned cards. */
  readonly box: Rect;
  readonly label: Rect;
  readonly fan: Fan;
  /** Where the bottom card's top-left corner sits. */
  readonly origin: { readonly x: number; readonly y: number };
  /** The distance from one card to the next along the fan (0 when only the top card shows). */
  readonly step: number;
  /**
   * How many cards at the bottom of the pile are packed tighter than `step`, at `depthStep`, so that the cards
   * above them keep readable corners (0 when the whole pile fans at `step`).
   */
  readonly deep: number;
  readonly depthStep: number;
  /** The fan is too tight to read every card: the pile viewer shows them all. */
  readonly compressed: boolean;
}

export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  /** Foundation cards may be a little smaller than pile cards on narrow screens. */
  readonly foundationW: number;
  readonly foundationH: number;
  /** Piles 1-16 in order. */
  readonly piles: readonly PileLayout[];
  /** Foundations AS AH AD AC KS KH KD KC. */
  readonly foundations: readonly Rect[];
  /** The drop zone around the foundations (RULES.md section 6: dropped anywhere in it). */
  readonly foundationArea: Rect;
}

const CARD_RATIO = 1.4;
/** Cards grow with the window up to this width: beyond it a bigger card only spreads the table. */
const MAX_CARD_W = 128;
const MIN_CARD_W = 16;
/**
 * Foundations are the most used targets: never narrower than a finger's 44 CSS px (WCAG 2.5.5), even where
 * that leaves the pile cards a little smaller.
 */
const MIN_FOUNDATION_W = 44;
/** The largest fan steps, as fractions of the card: more spreads the pile without showing more. */
const MAX_DOWN_STEP = 0.3;
const MAX_SIDE_STEP = 0.36;
/** Below these steps a card's corner (rank and suit) can no longer be read. */
const READABLE_DOWN_STEP = 0.19;
const READABLE_SIDE_STEP = 0.25;
/**
 * The corner index is never drawn under 12 px (card.css), so on small cards a readable step is at least this many
 * pixels whatever the card's size: the index's line and the card's edge above it.
 */
const INDEX_STEP_PX = 13;
/**
 * On an upright phone the middle top piles fan down toward the foundations at up to half a card: each card shows its
 * rank and suit large, and a dealt pile reaches well down the table instead of leaving felt empty under it.
 */
const TALL_MIDDLE_STEP = 0.5;
/**
 * How many cards a pile should be able to fan at a readable step before cards are made smaller: the side
 * piles a dealt pile's six, the top piles a few more, since on a wide screen only height limits them.
 */
const PLANNED_CARDS = 6;
const PLANNED_TOP_CARDS = 8;
/**
 * With large cards the piles' hidden depth gets less room: the plan is for a few readable cards under the top card,
 * and a deeper pile packs its fan tighter (the pile viewer shows it whole).
 */
const LARGE_PLANNED_CARDS = 3;
const LARGE_PLANNED_TOP_CARDS = 4;
const LARGE_PLANNED_ACROSS = 2;
/**
 * Small cards (under SMALL_CARD_W) plan fewer readable cards: a 12 px index needs a step of 13 px however small the
 * card, and six such steps would leave a phone's cards tiny. Since the plan depends on the card width alone, never on
 * the window, a bigger window still never gets smaller cards.
 */
const SMALL_PLANNED_CARDS = 3;
const SMALL_PLANNED_TOP_CARDS = 5;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The step that spreads `count` cards over `span` pixels, no wider than `max`. */
function fanStep(span: number, card: number, count: number, max: number): number {
  if (count < 2) return max;
  return Math.max(0, Math.min(max, (span - card) / (count - 1)));
}

/** The least step of a card packed deep in a pile: its edge still shows that it is there. */
const DEPTH_STEP_PX = 3;

/** How a pile of `count` cards fans over `span` pixels: the step, and how many cards lie packed under it. */
interface Fanned {
  readonly step: number;
  readonly deep: number;
  readonly depthStep: number;
}

/**
 * Fans `count` cards over `span` pixels, at most `max` apart. Where the even step would hide the corners (under
 * `readable`), the cards near the top keep the readable step and the ones under them are packed closer, at least
 * DEPTH_STEP_PX apart: the pile's hidden depth gives up its room before the cards a player reads.
 */
function fan(span: number, card: number, count: number, max: number, readable: number): Fanned {
  const even = fanStep(span, card, count, max);
  if (count < 2 || even >= readable - 0.5) return { step: even, deep: 0, depthStep: even };
  const room = span - card;
  for (let deep = 1; deep < count; deep++) {
    const shown = count - 1 - deep;
    const depthStep = (room - shown * readable) / deep;
    if (depthStep >= DEPTH_STEP_PX) return { step: readable, deep, depthStep: Math.min(depthStep, readable) };
  }
  return { step: even, deep: 0, depthStep: even };
}

/** Below this card width the side columns plan their fans for a dealt pile only, as the usual horseshoe does. */
const SMALL_CARD_W = 48;

/** What every arrangement of the horseshoe shares: its sizes and how a pile fans in its box. */
interface Frame {
  readonly gap: number;
  readonly labelH: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly foundationW: number;
  readonly foundationH: number;
  readonly lengths: readonly number[];
  readonly topCardsOnly: boolean;
}

/** How many card widths (or heights) a fan of `cards` cards takes at `step`. */
function fanSpan(cards: number, step: number): number {
  return 1 + (cards - 1) * step;
}

/** The smallest step down a pile at which every corner index reads, in pixels. */
function readableDown(cardH: number): number {
  return Math.max(READABLE_DOWN_STEP * cardH, INDEX_STEP_PX);
}

/** The smallest step across a pile at which every corner index reads, in pixels. */
function readableSide(cardW: number): number {
  return Math.max(READABLE_SIDE_STEP * cardW, INDEX_STEP_PX);
}

/** Where fewer cards than a dealt pile's are planned readable, the room for the rest of its cards, packed. */
function depthRoom(cards: number): number {
  return Math.max(0, PLANNED_CARDS - cards) * DEPTH_STEP_PX;
}

/** The pixels a fan of `cards` readable cards (over the rest of a dealt pile, packed) takes down a pile. */
function downSpan(cardH: number, cards: number): number {
  return cardH + (cards - 1) * readableDown(cardH) + depthRoom(cards);
}

/** The pixels a fan of `cards` readable cards (over the rest of a dealt pile, packed) takes across a pile. */
function sideSpan(cardW: number, cards: number): number {
  return cardW + (cards - 1) * readableSide(cardW) + depthRoom(cards);
}

/** What every arrangement shares before the card size is known: the pile lengths and the display. */
interface Shared extends Pick<Frame, 'lengths' | 'topCardsOnly'> {
  /** The gaps between places, as a share of the card width. */
  readonly gapShare: number;
}

/** The gaps between places grow with the cards; with large cards they are narrower, the cards wider. */
const GAP_SHARE = 0.1;
const LARGE_GAP_SHARE = 0.07;

/** The usual foundation width for a card width: the card's own, and never under a finger's width. */
function foundationWidth(cardW: number): number {
  return Math.max(cardW, MIN_FOUNDATION_W);
}

/**
 * The frame for a card width. The gaps and the label strips grow with the cards, never with the table itself:
 * so every size a table must hold grows with the card width, and a bigger table always holds cards at least as big.
 */
function frameFor(cardW: number, shared: Shared, foundationW = foundationWidth(cardW)): Frame {
  return {
    lengths: shared.lengths,
    topCardsOnly: shared.topCardsOnly,
    gap: Math.round(clamp(cardW * shared.gapShare, 3, 10)),
    // The label's 12 px text (never smaller: legible on every phone) and its count's pill.
    labelH: Math.round(clamp(cardW * 0.16, 15, 17)),
    cardW,
    cardH: Math.round(cardW * CARD_RATIO),
    foundationW,
    foundationH: Math.round(foundationW * CARD_RATIO),
  };
}

/** The table an arrangement is fitted to: its size, what every arrangement shares, and the readable cards planned. */
interface Table {
  readonly width: number;
  readonly height: number;
  readonly shared: Shared;
  readonly plan: (cardW: number) => Plan;
}

/**
 * How many cards of a pile the plan keeps readable, for a card width: `across` for side piles fanning sideways beside
 * the foundations, `side` for side piles standing in columns, `top` for the top piles.
 */
interface Plan {
  readonly across: number;
  readonly side: number;
  readonly top: number;
}

/**
 * One arrangement of the horseshoe as a pair: whether a table holds it with a frame's cards, and where everything
 * goes then. `frame` gives the frame it is tried with at a card width.
 */
interface Arrangement {
  readonly frame: (cardW: number, table: Table) => Frame;
  readonly fits: (frame: Frame, table: Table) => boolean;
  readonly place: (frame: Frame, table: Table) => TableLayout;
}

/**
 * The frame with the largest card width, up to `most`, with which the table holds the arrangement (the smallest
 * cards when none is). Whether a frame fits depends only on sizes that grow with its cards, so the first that fits,
 * counting down, is the largest.
 */
function largestFrame(most: number, arrangement: Arrangement, table: Table): Frame {
  for (let cardW = Math.min(MAX_CARD_W, Math.floor(most)); cardW > MIN_CARD_W; cardW--) {
    const frame = arrangement.frame(cardW, table);
    if (arrangement.fits(frame, table)) return frame;
  }
  return arrangement.frame(MIN_CARD_W, table);
}

/** The width of the eight top piles side by side, with a gap before, between and after them. */
function rowOfEight({ cardW, gap }: Frame): number {
  return 8 * cardW + 9 * gap;
}

/** The width of a row of four foundations. */
function foundationRowW({ foundationW, gap }: Frame): number {
  return 4 * foundationW + 3 * gap;
}

/** Only the top cards show: every card of a pile lies on the one under it. */
const FLAT: Fanned = { step: 0, deep: 0, depthStep: 0 };

/** A side pile (1-4 on the left, 13-16 on the right): it fans toward the foundations. */
function sidePile(frame: Frame, p: number, box: Rect, onLeft: boolean): PileLayout {
  const { cardW, labelH, topCardsOnly } = frame;
  const length = frame.lengths[p] ?? 0;
  const readable = readableSide(cardW);
  const fanned = topCardsOnly ? FLAT : fan(box.w, cardW, length, MAX_SIDE_STEP * cardW, readable);
  return {
    box,
    label: { x: box.x, y: box.y, w: box.w, h: labelH },
    fan: onLeft ? 'right' : 'left',
    origin: { x: onLeft ? box.x : box.x + box.w - cardW, y: box.y + labelH },
    ...fanned,
    compressed: !topCardsOnly && length > 1 && (fanned.deep > 0 || fanned.step < readable - 0.5),
  };
}

/** A pile that fans downward: a top pile (5-12), or a side pile standing in a column of a tall table. */
function topPile(frame: Frame, p: number, box: Rect, maxStep = MAX_DOWN_STEP): PileLayout {
  const { cardW, cardH, labelH, topCardsOnly } = frame;
  const length = frame.lengths[p] ?? 0;
  const readable = readableDown(cardH);
  const fanned = topCardsOnly ? FLAT : fan(box.h - labelH, cardH, length, maxStep * cardH, readable);
  return {
    box,
    label: { x: box.x, y: box.y, w: box.w, h: labelH },
    fan: 'down',
    origin: { x: box.x + (box.w - cardW) / 2, y: box.y + labelH },
    ...fanned,
    compressed: !topCardsOnly && length > 1 && (fanned.deep > 0 || fanned.step < readable - 0.5),
  };
}

/** The eight foundations centred in their drop area: the Aces row above the Kings row, `rowGap` apart. */
function foundationBlock(frame: Frame, area: Rect, rowGap = 2 * frame.gap): Rect[] {
  const { gap, foundationW, foundationH } = frame;
  const blockW = foundationRowW(frame);
  const blockH = 2 * foundationH + rowGap;
  const blockX = area.x + (area.w - blockW) / 2;
  const blockY = area.y + (area.h - blockH) / 2;
  const foundations: Rect[] = [];
  for (let f = 0; f < 8; f++) {
    foundations.push({
      x: blockX + (f % 4) * (foundationW + gap),
      y: blockY + (f < 4 ? 0 : foundationH + rowGap),
      w: foundationW,
      h: foundationH,
    });
  }
  return foundations;
}

/**
 * The gap between the Aces row and the Kings row that equals the felt above the one and below the other, counting
 * the gap round the foundation area: the two rows share out the area's height instead of leaving it in one band.
 */
function evenRowGap(frame: Frame, areaH: number): number {
  return Math.max(2 * frame.gap, (areaH - 2 * frame.foundationH + 2 * frame.gap) / 3);
}

function assemble(
  frame: Frame,
  width: number,
  height: number,
  piles: PileLayout[],
  area: Rect,
  rowGap?: number,
): TableLayout {
  const { cardW, cardH, foundationW, foundationH } = frame;
  return {
    width,
    height,
    cardW,
    cardH,
    foundationW,
    foundationH,
    piles,
    foundations: foundationBlock(frame, area, rowGap),
    foundationArea: area,
  };
}

/**
 * The usual horseshoe: the top piles in a band across the table, the side piles in four rows beside the
 * foundations below it. It fits where the width holds the eight top piles, and in each side row a dealt pile's fan
 * on both sides of the four foundations; and the height holds a top pile's eight cards above the four side rows.
 */
const BAND: Arrangement = {
  frame: (cardW, { shared }) => frameFor(cardW, shared),
  fits: (frame, { width, height, plan }) => {
    const { gap, labelH, cardW, cardH } = frame;
    const { across: sideCards, top: topCards } = plan(cardW);
    const across =
      rowOfEight(frame) <= width && 2 * sideSpan(cardW, sideCards) + foundationRowW(frame) + 4 * gap <= width;
    return across && 5 * labelH + 6 * gap + downSpan(cardH, topCards) + 4 * cardH <= height;
  },
  place: bandLayout,
};

function bandLayout(frame: Frame, { width, height }: Table): TableLayout {
  const { gap, labelH, cardW, cardH } = frame;
  // The table never grows wider than it needs, so a desktop keeps the horseshoe together.
  const used = Math.min(width, Math.max(rowOfEight(frame), cardW * 16));
  const left = Math.round((width - used) / 2);
  const rowH = labelH + cardH;
  // The top piles need the height of a dealt pile at its widest fan. Any height beyond that is shared out between
  // the band under the top piles and the gaps between the side rows, so no wide band of felt is left empty.
  const topNeed = labelH + fanSpan(PLANNED_CARDS, MAX_DOWN_STEP) * cardH;
  const spread = Math.max(0, height - 6 * gap - 4 * rowH - topNeed) / 4;
  const rowGap = gap + spread;
  const middleH = 4 * rowH + 3 * rowGap;
  const topBandH = Math.max(labelH + cardH, height - middleH - 3 * gap);
  const middleY = gap + topBandH + gap;
  const colW = (used - gap) / 8;
  const sideW = (used - foundationRowW(frame) - 4 * gap) / 2;
  const sideBox = (row: number, onLeft: boolean): Rect => ({
    x: onLeft ? left + gap : left + used - gap - sideW,
    y: middleY + row * (rowH + rowGap),
    w: sideW,
    h: rowH,
  });
  const piles: PileLayout[] = [];
  // Piles 1-4 up the left side: pile 1 at the bottom.
  for (let p = 0; p < 4; p++) piles.push(sidePile(frame, p, sideBox(3 - p, true), true));
  for (let i = 0; i < 8; i++) {
    piles.push(topPile(frame, 4 + i, { x: left + gap + i * colW, y: gap, w: colW - gap, h: topBandH }));
  }
  for (let p = 12; p < 16; p++) piles.push(sidePile(frame, p, sideBox(p - 12, false), false));
  const areaX = left + gap + sideW + gap;
  const area: Rect = { x: areaX, y: middleY, w: used - 2 * (sideW + 2 * gap), h: middleH };
  return assemble(frame, width, middleY + middleH + gap, piles, area, evenRowGap(frame, middleH));
}

/**
 * The horseshoe for a short, wide table (a phone held sideways, most desktop windows): the side piles in two
 * columns the full height of the table, the top piles and the foundations between them. It fits where the width
 * holds the eight top piles and both side fans (eight cards, or a dealt pile's six where cards are small), and the
 * height holds four side rows, and a top pile's eight cards above the two foundation rows.
 */
const COLUMNS: Arrangement = {
  frame: (cardW, { shared }) => frameFor(cardW, shared),
  fits: (frame, { width, height, plan }) => {
    const { gap, labelH, cardW, cardH, foundationH } = frame;
    const { side, top: topCards } = plan(cardW);
    const columnCards = cardW >= SMALL_CARD_W ? topCards : side;
    const across = 4 * gap + 2 * sideSpan(cardW, columnCards) + rowOfEight(frame) <= width;
    const rows = 4 * labelH + 5 * gap + 4 * cardH <= height;
    return across && rows && labelH + 7 * gap + downSpan(cardH, topCards) + 2 * foundationH <= height;
  },
  place: columnLayout,
};

function columnLayout(frame: Frame, { width, height }: Table): TableLayout {
  const { gap, labelH, cardW, cardH, foundationH } = frame;
  const centreW = rowOfEight(frame);
  // The side piles take the width left over, up to what thirteen readable cards need.
  const sideW = Math.min((width - 2 * gap - centreW) / 2, sideSpan(cardW, 13));
  const left = Math.round((width - 2 * gap - 2 * sideW - centreW) / 2);
  const centreX = left + gap + sideW;
  const rowPitch = (height - gap) / 4;
  const sideBox = (row: number, onLeft: boolean): Rect => ({
    x: onLeft ? left + gap : centreX + centreW,
    y: gap + row * rowPitch,
    w: sideW,
    h: labelH + cardH,
  });
  const middleH = 2 * foundationH + 4 * gap;
  const middleY = height - gap - middleH;
  const topBandH = middleY - 2 * gap;
  const piles: PileLayout[] = [];
  for (let p = 0; p < 4; p++) piles.push(sidePile(frame, p, sideBox(3 - p, true), true));
  for (let i = 0; i < 8; i++) {
    const box: Rect = { x: centreX + gap + i * (cardW + gap), y: gap, w: cardW, h: topBandH };
    piles.push(topPile(frame, 4 + i, box));
  }
  for (let p = 12; p < 16; p++) piles.push(sidePile(frame, p, sideBox(p - 12, false), false));
  const area: Rect = { x: centreX + gap, y: middleY, w: centreW - 2 * gap, h: middleH };
  return assemble(frame, width, height, piles, area);
}

/**
 * The horseshoe for a tall, narrow table (a phone held upright): the top piles across the table, the side piles
 * standing in a column under each end of that row and fanning downward, the foundations at the foot of the table
 * between them and the middle top piles fanning down toward the foundations. The width holds the eight top
 * piles and no more, so no height is left empty beside cards that the width keeps small; the height the middle
 * columns have over is shared out evenly above, between and below the two foundation rows. It fits where the
 * width holds the eight top piles and each end column's height a top pile and four side piles, a dealt pile's six
 * cards each; its foundations take the six middle columns' width (up to half as wide again as a card), leaving the
 * middle top piles room for their eight cards above them, and never narrower than usual.
 */
const TALL: Arrangement = {
  frame: (cardW, { height, shared, plan }) => {
    const { gap, labelH, cardH } = frameFor(cardW, shared);
    const topCards = plan(cardW).top;
    const byMiddle = Math.floor((height - 7 * gap - labelH - downSpan(cardH, topCards)) / (2 * CARD_RATIO));
    return frameFor(cardW, shared, Math.min(Math.floor(1.5 * cardW), byMiddle));
  },
  fits: (frame, { width, height, plan }) => {
    const { gap, labelH, cardW, cardH, foundationW } = frame;
    const columnsHeld = 5 * labelH + 6 * gap + 5 * downSpan(cardH, plan(cardW).side) <= height;
    return rowOfEight(frame) <= width && columnsHeld && foundationW >= foundationWidth(cardW);
  },
  place: tallLayout,
};

function tallLayout(frame: Frame, { width, height }: Table): TableLayout {
  const { gap, labelH, cardW, cardH, foundationH } = frame;
  const left = Math.round((width - rowOfEight(frame)) / 2);
  const columnX = (i: number) => left + gap + i * (cardW + gap);
  // Pile 5 (12) and the four side piles under it share the column's height.
  const boxH = (height - 6 * gap) / 5;
  // The middle top piles hold a dealt pile at their widest fan, or what the foundations leave them.
  const leastMiddleH = 2 * foundationH + 4 * gap;
  const middleBoxH = Math.max(
    labelH + cardH,
    Math.min(labelH + fanSpan(PLANNED_CARDS, TALL_MIDDLE_STEP) * cardH, height - 3 * gap - leastMiddleH),
  );
  const middleY = 2 * gap + middleBoxH;
  const middleH = height - gap - middleY;
  const stacked = (row: number, column: number): Rect => ({
    x: columnX(column),
    y: gap + row * (boxH + gap),
    w: cardW,
    h: boxH,
  });
  const piles: PileLayout[] = [];
  // Piles 1-4 up the left column: pile 1 at the bottom, pile 4 under pile 5.
  for (let p = 0; p < 4; p++) piles.push(topPile(frame, p, stacked(4 - p, 0)));
  piles.push(topPile(frame, 4, stacked(0, 0)));
  for (let i = 1; i < 7; i++) {
    piles.push(topPile(frame, 4 + i, { x: columnX(i), y: gap, w: cardW, h: middleBoxH }, TALL_MIDDLE_STEP));
  }
  piles.push(topPile(frame, 11, stacked(0, 7)));
  for (let p = 12; p < 16; p++) piles.push(topPile(frame, p, stacked(p - 11, 7)));
  const area: Rect = { x: columnX(1), y: middleY, w: 6 * cardW + 5 * gap, h: middleH };
  return assemble(frame, width, height, piles, area, evenRowGap(frame, middleH));
}

/**
 * Lays out the table for a width and height and the current pile lengths.
 * Pure, so it is tested without a browser and reused to aim animations. The pile lengths set only how each pile
 * fans in its box: every box, the arrangement and the card sizes depend on the table's size and the display alone.
 * Each arrangement works out the largest cards it can hold; the table takes the one with the largest cards (the
 * usual horseshoe when two tie), so a bigger table never gets smaller cards.
 */
export function tableLayout(
  width: number,
  height: number,
  pileLengths: readonly number[],
  topCardsOnly: boolean,
  largeCards = false,
): TableLayout {
  const shared: Shared = {
    lengths: pileLengths.map((n) => (topCardsOnly ? 1 : n)),
    topCardsOnly,
    gapShare: largeCards ? LARGE_GAP_SHARE : GAP_SHARE,
  };
  // Fewer readable cards on small cards and with large cards, none but the top card with top cards only.
  const plan = (cardW: number): Plan => {
    if (topCardsOnly) return { across: 1, side: 1, top: 1 };
    if (largeCards) return { across: LARGE_PLANNED_ACROSS, side: LARGE_PLANNED_CARDS, top: LARGE_PLANNED_TOP_CARDS };
    if (cardW < SMALL_CARD_W) {
      return { across: SMALL_PLANNED_CARDS, side: SMALL_PLANNED_CARDS, top: SMALL_PLANNED_TOP_CARDS };
    }
    return { across: PLANNED_CARDS, side: PLANNED_CARDS, top: PLANNED_TOP_CARDS };
  };
  const table: Table = { width, height, shared, plan };
  // Every arrangement puts eight cards across the table and four cards' height down it.
  const most = Math.min(width / 8, height / (4 * CARD_RATIO));
  const band = largestFrame(most, BAND, table);
  const columns = largestFrame(most, COLUMNS, table);
  const tall = largestFrame(most, TALL, table);
  // Where the width alone sets the cards (a phone held upright), the standing columns win a tie: larger foundations.
  const tallWins = tall.cardW > band.cardW || (tall.cardW === band.cardW && tall.foundationW > band.foundationW);
  if (tallWins && tall.cardW > columns.cardW) return TALL.place(tall, table);
  return columns.cardW > band.cardW ? COLUMNS.place(columns, table) : BAND.place(band, table);
}

/** The top-left corner of card `index` in a pile, relative to the table. */
export function cardSlot(pile: PileLayout, index: number): { x: number; y: number } {
  const packed = Math.min(index, pile.deep);
  const d = packed * pile.depthStep + (index - packed) * pile.step;
  switch (pile.fan) {
    case 'down':
      return { x: pile.origin.x, y: pile.origin.y + d };
    case 'right':
      return { x: pile.origin.x + d, y: pile.origin.y };
    case 'left':
      return { x: pile.origin.x - d, y: pile.origin.y };
  }
}
