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
  const sideFan = 1 + (PLANNED_CARDS - 1) * READABLE_SIDE_STEP;
  const downFan = 1 + (PLANNED_TOP_CARDS - 1) * READABLE_DOWN_STEP;
  // Narrow screens shrink the foundations first so the side piles keep room to fan.
  const foundationScale = width < 600 ? 0.84 : 1;
  const byTop = (width - 9 * gap) / 8;
  const bySides = (width - 8 * gap) / (2 * sideFan + 4 * foundationScale);
  const byHeight = (height - 5 * labelH - 6 * gap) / (downFan + 4) / CARD_RATIO;
  const cardW = Math.floor(clamp(Math.min(byTop, bySides, byHeight, MAX_CARD_W), 16, MAX_CARD_W));
  const cardH = Math.round(cardW * CARD_RATIO);
  const foundationW = Math.round(cardW * foundationScale);
  const foundationH = Math.round(foundationW * CARD_RATIO);

  // The table never grows wider than it needs, so a desktop keeps the horseshoe together.
  const used = Math.min(width, Math.max(8 * cardW + 9 * gap, cardW * 16));
  const left = Math.round((width - used) / 2);
  const rowH = labelH + cardH;
  const middleH = 4 * rowH + 3 * gap;
  const topBandH = Math.max(labelH + cardH, height - middleH - 3 * gap);
  const middleY = gap + topBandH + gap;

  const piles: PileLayout[] = [];
  const colW = (used - gap) / 8;
  // Piles 1-4 up the left side: pile 1 at the bottom.
  const foundationsW = 4 * foundationW + 3 * gap;
  const sideW = (used - foundationsW - 4 * gap) / 2;
  const sideBox = (row: number, onLeft: boolean): Rect => ({
    x: onLeft ? left + gap : left + used - gap - sideW,
    y: middleY + row * (rowH + gap),
    w: sideW,
    h: rowH,
  });
  const length = (p: number): number => (topCardsOnly ? 1 : (pileLengths[p] ?? 0));
  const sidePile = (p: number, row: number, onLeft: boolean): PileLayout => {
    const box = sideBox(row, onLeft);
    const max = MAX_SIDE_STEP * cardW;
    const step = topCardsOnly ? 0 : fanStep(box.w, cardW, length(p), max);
    return {
      box,
      label: { x: box.x, y: box.y, w: box.w, h: labelH },
      fan: onLeft ? 'right' : 'left',
      origin: { x: onLeft ? box.x : box.x + box.w - cardW, y: box.y + labelH },
      step,
      compressed: !topCardsOnly && length(p) > 1 && step < READABLE_SIDE_STEP * cardW - 0.5,
    };
  };
  for (let p = 0; p < 4; p++) piles.push(sidePile(p, 3 - p, true));
  for (let i = 0; i < 8; i++) {
    const p = 4 + i;
    const box: Rect = { x: left + gap + i * colW, y: gap, w: colW - gap, h: topBandH };
    const step = topCardsOnly ? 0 : fanStep(box.h - labelH, cardH, length(p), MAX_DOWN_STEP * cardH);
    piles.push({
      box,
      label: { x: box.x, y: box.y, w: box.w, h: labelH },
      fan: 'down',
      origin: { x: box.x + (box.w - cardW) / 2, y: box.y + labelH },
      step,
      compressed: !topCardsOnly && length(p) > 1 && step < READABLE_DOWN_STEP * cardH - 0.5,
    });
  }
  for (let p = 12; p < 16; p++) piles.push(sidePile(p, p - 12, false));

  const areaX = left + gap + sideW + gap;
  const foundationArea: Rect = { x: areaX, y: middleY, w: used - 2 * (sideW + 2 * gap), h: middleH };
  const blockH = 2 * foundationH + gap * 2;
  const blockY = middleY + (middleH - blockH) / 2;
  const blockX = areaX + (foundationArea.w - foundationsW) / 2;
  const foundations: Rect[] = [];
  for (let f = 0; f < 8; f++) {
    foundations.push({
      x: blockX + (f % 4) * (foundationW + gap),
      y: blockY + (f < 4 ? 0 : foundationH + gap * 2),
      w: foundationW,
      h: foundationH,
    });
  }
  return {
    width,
    height: middleY + middleH + gap,
    cardW,
    cardH,
    foundationW,
    foundationH,
    piles,
    foundations,
    foundationArea,
  };
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
