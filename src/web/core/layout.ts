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
const MAX_CARD_W = 96;
/** The largest fan steps, as fractions of the card: more spreads the pile without showing more. */
const MAX_DOWN_STEP = 0.3;
const MAX_SIDE_STEP = 0.36;
/** Below these steps a card's corner (rank and suit) can no longer be read. */
const READABLE_DOWN_STEP = 0.19;
const READABLE_SIDE_STEP = 0.25;
/**
 * How many cards a pile should be able to fan at a readable step before cards are made smaller: the side
 * piles a dealt pile's six, the top piles a few more, since on a wide screen only height limits them.
 */
const PLANNED_CARDS = 6;
const PLANNED_TOP_CARDS = 8;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The step that spreads `count` cards over `span` pixels, no wider than `max`. */
function fanStep(span: number, card: number, count: number, max: number): number {
  if (count < 2) return max;
  return Math.max(0, Math.min(max, (span - card) / (count - 1)));
}

/**
 * The side columns are taken when their cards come out at least this much wider than the usual horseshoe's:
 * on a short, wide table (a phone held sideways, a laptop's browser window) the usual one leaves the sides empty.
 */
const COLUMNS_GAIN = 1.15;
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

/** The frame for a card width; everything else in it is the same for both arrangements. */
function frameFor(
  cardWidth: number,
  shared: Omit<Frame, 'cardW' | 'cardH' | 'foundationW' | 'foundationH'>,
  foundationScale: number,
): Frame {
  const cardW = Math.floor(clamp(cardWidth, 16, MAX_CARD_W));
  const foundationW = Math.round(cardW * foundationScale);
  return {
    ...shared,
    cardW,
    cardH: Math.round(cardW * CARD_RATIO),
    foundationW,
    foundationH: Math.round(foundationW * CARD_RATIO),
  };
}

/** A side pile (1-4 on the left, 13-16 on the right): it fans toward the foundations. */
function sidePile(frame: Frame, p: number, box: Rect, onLeft: boolean): PileLayout {
  const { cardW, labelH, topCardsOnly } = frame;
  const length = frame.lengths[p] ?? 0;
  const step = topCardsOnly ? 0 : fanStep(box.w, cardW, length, MAX_SIDE_STEP * cardW);
  return {
    box,
    label: { x: box.x, y: box.y, w: box.w, h: labelH },
    fan: onLeft ? 'right' : 'left',
    origin: { x: onLeft ? box.x : box.x + box.w - cardW, y: box.y + labelH },
    step,
    compressed: !topCardsOnly && length > 1 && step < READABLE_SIDE_STEP * cardW - 0.5,
  };
}

/** A top pile (5-12): it fans downward. */
function topPile(frame: Frame, p: number, box: Rect): PileLayout {
  const { cardW, cardH, labelH, topCardsOnly } = frame;
  const length = frame.lengths[p] ?? 0;
  const step = topCardsOnly ? 0 : fanStep(box.h - labelH, cardH, length, MAX_DOWN_STEP * cardH);
  return {
    box,
    label: { x: box.x, y: box.y, w: box.w, h: labelH },
    fan: 'down',
    origin: { x: box.x + (box.w - cardW) / 2, y: box.y + labelH },
    step,
    compressed: !topCardsOnly && length > 1 && step < READABLE_DOWN_STEP * cardH - 0.5,
  };
}

/** The eight foundations centred in their drop area: the Aces row above the Kings row. */
function foundationBlock(frame: Frame, area: Rect): Rect[] {
  const { gap, foundationW, foundationH } = frame;
  const blockW = 4 * foundationW + 3 * gap;
  const blockH = 2 * foundationH + gap * 2;
  const blockX = area.x + (area.w - blockW) / 2;
  const blockY = area.y + (area.h - blockH) / 2;
  const foundations: Rect[] = [];
  for (let f = 0; f < 8; f++) {
    foundations.push({
      x: blockX + (f % 4) * (foundationW + gap),
      y: blockY + (f < 4 ? 0 : foundationH + gap * 2),
      w: foundationW,
      h: foundationH,
    });
  }
  return foundations;
}

function assemble(frame: Frame, width: number, height: number, piles: PileLayout[], area: Rect): TableLayout {
  const { cardW, cardH, foundationW, foundationH } = frame;
  return {
    width,
    height,
    cardW,
    cardH,
    foundationW,
    foundationH,
    piles,
    foundations: foundationBlock(frame, area),
    foundationArea: area,
  };
}

/**
 * The usual horseshoe: the top piles in a band across the table, the side piles in four rows beside the
 * foundations below it.
 */
function bandLayout(frame: Frame, width: number, height: number): TableLayout {
  const { gap, labelH, cardW, cardH, foundationW } = frame;
  // The table never grows wider than it needs, so a desktop keeps the horseshoe together.
  const used = Math.min(width, Math.max(8 * cardW + 9 * gap, cardW * 16));
  const left = Math.round((width - used) / 2);
  const rowH = labelH + cardH;
  const middleH = 4 * rowH + 3 * gap;
  const topBandH = Math.max(labelH + cardH, height - middleH - 3 * gap);
  const middleY = gap + topBandH + gap;
  const colW = (used - gap) / 8;
  const foundationsW = 4 * foundationW + 3 * gap;
  const sideW = (used - foundationsW - 4 * gap) / 2;
  const sideBox = (row: number, onLeft: boolean): Rect => ({
    x: onLeft ? left + gap : left + used - gap - sideW,
    y: middleY + row * (rowH + gap),
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
  return assemble(frame, width, middleY + middleH + gap, piles, area);
}

/**
 * The horseshoe for a short, wide table (a phone held sideways, most desktop windows): the side piles in two
 * columns the full height of the table, the top piles and the foundations between them.
 */
function columnLayout(frame: Frame, width: number, height: number): TableLayout {
  const { gap, labelH, cardW, cardH, foundationH } = frame;
  const centreW = 8 * cardW + 9 * gap;
  // The side piles take the width left over, up to what thirteen readable cards need.
  const sideW = Math.min((width - 2 * gap - centreW) / 2, cardW * fanSpan(13, READABLE_SIDE_STEP));
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
 * Lays out the table for a width and height and the current pile lengths.
 * Pure, so it is tested without a browser and reused to aim animations.
 */
export function tableLayout(
  width: number,
  height: number,
  pileLengths: readonly number[],
  topCardsOnly: boolean,
): TableLayout {
  const gap = Math.round(clamp(width * 0.012, 3, 10));
  const labelH = Math.round(clamp(width * 0.012, 13, 17));
  const sideFan = fanSpan(PLANNED_CARDS, READABLE_SIDE_STEP);
  const downFan = fanSpan(PLANNED_TOP_CARDS, READABLE_DOWN_STEP);
  // Narrow screens shrink the foundations first so the side piles keep room to fan.
  const foundationScale = width < 600 ? 0.84 : 1;
  const byTop = (width - 9 * gap) / 8;
  const bySides = (width - 8 * gap) / (2 * sideFan + 4 * foundationScale);
  const byHeight = (height - 5 * labelH - 6 * gap) / (downFan + 4) / CARD_RATIO;
  const shared = { gap, labelH, lengths: pileLengths.map((n) => (topCardsOnly ? 1 : n)), topCardsOnly };
  const band = frameFor(Math.min(byTop, bySides, byHeight), shared, foundationScale);

  // Side columns: the width holds the eight top piles and both side fans (eight cards, or a dealt pile's six
  // where cards would be small); the height holds four side rows, and a top pile's eight cards above the two
  // foundation rows.
  const byRows = (height - 4 * labelH - 5 * gap) / 4 / CARD_RATIO;
  const byCentre = (height - labelH - 7 * gap) / (downFan + 2 * foundationScale) / CARD_RATIO;
  const columnsWith = (sideCards: number) => {
    const byWidth = (width - 13 * gap) / (2 * fanSpan(sideCards, READABLE_SIDE_STEP) + 8);
    return frameFor(Math.min(byWidth, byRows, byCentre), shared, foundationScale);
  };
  const roomy = columnsWith(PLANNED_TOP_CARDS);
  const columns = roomy.cardW >= SMALL_CARD_W ? roomy : columnsWith(PLANNED_CARDS);

  return columns.cardW >= band.cardW * COLUMNS_GAIN
    ? columnLayout(columns, width, height)
    : bandLayout(band, width, height);
}

/** The top-left corner of card `index` in a pile, relative to the table. */
export function cardSlot(pile: PileLayout, index: number): { x: number; y: number } {
  const d = index * pile.step;
  switch (pile.fan) {
    case 'down':
      return { x: pile.origin.x, y: pile.origin.y + d };
    case 'right':
      return { x: pile.origin.x + d, y: pile.origin.y };
    case 'left':
      return { x: pile.origin.x - d, y: pile.origin.y };
  }
}
