// The New game dialog: rule set, Crescent Four, casual difficulty, face-down dealing, and a random deal or a typed code.

import { useState } from 'preact/hooks';
import {
  bookPicks,
  briefly,
  type Game,
  RULE_SET_IDS,
  RULE_SETS,
  type RuleSetId,
  redealAllowance,
  variantsOf,
} from '../../engine/index';
import { choiceOptions, gameFromChoice, type NewGameChoice } from '../core/start';
import { ChoiceCheck } from './choice-check';
import { FormEnd, Modal } from './modal';

const RULE_TEXT: Record<RuleSetId, string> = {
  classic: `Classic: ${redealAllowance({ rules: 'classic' })} redeals, piles hold 13 cards, foundations trade`,
  casual: 'Casual: shuffles, cards may go back from foundations, unlimited undo',
  strict: 'Strict: reshuffle only when no card can move',
};

export interface NewGameProps {
  readonly initial: NewGameChoice;
  readonly onStart: (game: Game, choice: NewGameChoice) => void;
  readonly onClose: () => void;
  /** The solver's "winnable deals only" option: shown when given. */
  readonly winnableOnly?: boolean;
  readonly onWinnableOnly?: (on: boolean) => void;
  /** A random deal when winnable deals only is on: the solver picks it. */
  readonly onDealWinnable?: (options: ReturnType<typeof choiceOptions>) => void;
  /** Opens a game record instead (import). */
  readonly onImport?: () => void;
  /** Deals today's deal of the day under the rules chosen above: shown when given. */
  readonly onDaily?: (options: ReturnType<typeof choiceOptions>) => void;
}

export function NewGameDialog(props: NewGameProps) {
  const { initial, onStart, onClose, winnableOnly, onWinnableOnly, onDealWinnable, onImport, onDaily } = props;
  const [choice, setChoice] = useState<NewGameChoice>({ ...initial, code: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [daily, setDaily] = useState(false);
  const set = (change: Partial<NewGameChoice>) => setChoice((c) => ({ ...c, ...change }));
  // The options the chosen rule book's variants differ in, each offered with its variants' own words.
  const picks = bookPicks(choice.rules);
  const variants = variantsOf(choice.rules);
  const redealWord = RULE_SETS[choice.rules].redealWord;
  const submit = (event: Event) => {
    event.preventDefault();
    if (daily && onDaily) {
      onDaily(choiceOptions(choice));
      return;
    }
    if (winnableOnly && onDealWinnable && choice.code.trim() === '') {
      onDealWinnable(choiceOptions(choice));
      return;
    }
    const result = gameFromChoice(choice, Math.random);
    if (!result.ok) {
      setProblem(briefly(result.error.reason));
      return;
    }
    onStart(result.value, choice);
  };
  return (
    <Modal title="New game" onClose={onClose} className="new-game">
      <form onSubmit={submit}>
        <fieldset>
          <legend>Rules</legend>
          {RULE_SET_IDS.map((id) => (
            <label key={id} class="choice">
              <input type="radio" name="rules" checked={choice.rules === id} onChange={() => set({ rules: id })} />
              <span>{RULE_TEXT[id]}</span>
            </label>
          ))}
        </fieldset>
        {picks.includes('four') &&
          variants
            .filter((v) => 'four' in v.options)
            .map((v) => (
              <ChoiceCheck key={v.letter} checked={choice.four} onCheck={(four) => set({ four })}>
                {`${v.option}: ${v.redeals} ${redealWord}s`}
              </ChoiceCheck>
            ))}
        {picks.includes('difficulty') && (
          <label class="field">
            <span>Difficulty</span>
            <select
              value={choice.difficulty}
              onChange={(e) => set({ difficulty: e.currentTarget.value as NewGameChoice['difficulty'] })}
            >
              {variants.map((v) =>
                'difficulty' in v.options ? (
                  <option key={v.letter} value={v.options.difficulty}>
                    {`${v.option} (${v.redeals} ${redealWord}s)`}
                  </option>
                ) : null,
              )}
            </select>
          </label>
        )}
        <ChoiceCheck checked={choice.facedown} onCheck={(facedown) => set({ facedown })}>
          Face-down dealing: only top cards start face up
        </ChoiceCheck>
        {onWinnableOnly && (
          <ChoiceCheck name="winnable" checked={winnableOnly === true} onCheck={onWinnableOnly}>
            Winnable deals only: the solver has won every deal it picks
          </ChoiceCheck>
        )}
        {onDaily && (
          <ChoiceCheck
            name="daily"
            checked={daily}
            onCheck={(on) => {
              setDaily(on);
              setProblem(null);
            }}
          >
            Deal of the day: the same winnable deal for everyone today, under the rules above
          </ChoiceCheck>
        )}
        <label class="field">
          <span>Game code (leave empty for a random deal; a code brings its own rules)</span>
          <input
            type="text"
            name="code"
            placeholder="CR1-N-AAAAAAB"
            autocomplete="off"
            spellcheck={false}
            value={choice.code}
            disabled={daily}
            onInput={(e) => {
              set({ code: e.currentTarget.value });
              setProblem(null);
            }}
          />
        </label>
        <FormEnd problem={problem} onCancel={onClose} submitLabel="Deal">
          {onImport && (
            <button type="button" onClick={onImport}>
              Open a game record…
            </button>
          )}
        </FormEnd>
      </form>
    </Modal>
  );
}
