// The game-code letters, generated from the engine's own code writer so the page and the codes always agree.

import {
  DEAL_COUNT,
  describeOptions,
  formatDealNumber,
  formatGameCode,
  type GameOptions,
  parseGameCode,
  rulesLetter,
  VARIANTS,
} from '../engine/index';

/** Every rule option a code can name, in the order the page lists them: the engine's variants. */
export const CODE_OPTIONS: readonly GameOptions[] = VARIANTS.map((v) => v.options);

export interface CodeLetterRow {
  readonly letter: string;
  readonly meaning: string;
}

export function codeLetterRows(): CodeLetterRow[] {
  return CODE_OPTIONS.map((options) => ({ letter: rulesLetter(options), meaning: describeOptions(options) }));
}

/** The example codes the page quotes, each with the options and deal it stands for. */
export function exampleCodes() {
  const deal1 = formatGameCode({ options: { rules: 'classic' }, deal: 1 });
  const facedown = formatGameCode({ options: { rules: 'casual', difficulty: 'hard', facedown: true }, deal: 1 });
  return {
    deal1,
    facedown,
    facedownMeaning: describeOptions({ rules: 'casual', difficulty: 'hard', facedown: true }),
    firstDeal: formatDealNumber(0),
    secondDeal: formatDealNumber(1),
    lastDeal: formatDealNumber(DEAL_COUNT - 1),
    dealCount: DEAL_COUNT,
    lowerCase: deal1.toLowerCase(),
    lowerCaseReads: parseGameCode(deal1.toLowerCase()).ok,
  };
}
