// The settings form the app may mount: rule set and its options, dealing, display, suits, animations, looks, sound and
// questions.

import type { ComponentChildren } from 'preact';
import { CASUAL_DIFFICULTIES, RULE_SET_IDS, type RuleSetId, redealAllowance } from '../../engine/index';
import {
  APPEARANCES,
  type Appearance,
  CARD_BACKS,
  type CardBack,
  DISPLAYS,
  type Display,
  FELTS,
  type Felt,
  type Settings,
} from './settings';

export interface SettingsViewProps {
  readonly settings: Settings;
  /** Called with the whole new settings on every change; the app saves them and decides when rules apply. */
  readonly onChange: (settings: Settings) => void;
}

const RULE_LABELS: Record<RuleSetId, string> = { classic: 'Classic', casual: 'Casual', strict: 'Strict' };
const DISPLAY_LABELS: Record<Display, string> = { fanned: 'Fanned piles', top: 'Top cards only' };
const APPEARANCE_LABELS: Record<Appearance, string> = { system: 'As the system', light: 'Light', dark: 'Dark' };
const FELT_LABELS: Record<Felt, string> = { green: 'Green', blue: 'Blue', burgundy: 'Burgundy' };
const BACK_LABELS: Record<CardBack, string> = {
  lattice: 'Blue lattice',
  crescent: 'Red crescent',
  diamonds: 'Black and gold',
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ChoiceGroupProps<T extends string> {
  readonly id: string;
  readonly title: string;
  readonly values: readonly T[];
  readonly labels: Record<T, string>;
  readonly value: T;
  readonly onChoose: (value: T) => void;
  /** A small picture of the choice beside its name (a felt, a card back). */
  readonly sample?: (value: T) => ComponentChildren;
}

/** One of the looks: a named group of radio buttons, each choice with an optional sample. */
function ChoiceGroup<T extends string>({ id, title, values, labels, value, onChoose, sample }: ChoiceGroupProps<T>) {
  return (
    <div class="setting-group" role="radiogroup" aria-labelledby={`settings-${id}-name`}>
      <span class="setting-name" id={`settings-${id}-name`}>
        {title}
      </span>
      {values.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={`settings-${id}`}
            value={choice}
            checked={value === choice}
            onChange={() => onChoose(choice)}
          />{' '}
          {sample?.(choice)}
          {labels[choice]}
        </label>
      ))}
    </div>
  );
}

export function SettingsView({ settings, onChange }: SettingsViewProps) {
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => onChange({ ...settings, [key]: value });
  return (
    <form class="settings" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Rule set</legend>
        {RULE_SET_IDS.map((id) => (
          <label key={id}>
            <input
              type="radio"
              name="settings-rules"
              value={id}
              checked={settings.rules === id}
              onChange={() => set('rules', id)}
            />{' '}
            {RULE_LABELS[id]}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={settings.four}
            disabled={settings.rules !== 'classic'}
            onChange={(e) => set('four', e.currentTarget.checked)}
          />{' '}
          {`Crescent Four (classic: ${redealAllowance({ rules: 'classic', four: true })} redeals)`}
        </label>
        <label>
          Casual difficulty{' '}
          <select
            value={settings.difficulty}
            disabled={settings.rules !== 'casual'}
            onChange={(e) => set('difficulty', e.currentTarget.value as Settings['difficulty'])}
          >
            {CASUAL_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {`${capitalised(d)} (${redealAllowance({ rules: 'casual', difficulty: d })} shuffles)`}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.facedown}
            onChange={(e) => set('facedown', e.currentTarget.checked)}
          />{' '}
          Face-down dealing
        </label>
      </fieldset>
      <fieldset>
        <legend>Display</legend>
        {DISPLAYS.map((display) => (
          <label key={display}>
            <input
              type="radio"
              name="settings-display"
              value={display}
              checked={settings.display === display}
              onChange={() => set('display', display)}
            />{' '}
            {DISPLAY_LABELS[display]}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={settings.fourColour}
            onChange={(e) => set('fourColour', e.currentTarget.checked)}
          />{' '}
          Four-colour suits
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.animations}
            onChange={(e) => set('animations', e.currentTarget.checked)}
          />{' '}
          Animations
        </label>
      </fieldset>
      <fieldset class="looks">
        <legend>Looks and sound</legend>
        <ChoiceGroup
          id="appearance"
          title="Appearance"
          values={APPEARANCES}
          labels={APPEARANCE_LABELS}
          value={settings.appearance}
          onChoose={(appearance) => set('appearance', appearance)}
        />
        <ChoiceGroup
          id="felt"
          title="Table colour"
          values={FELTS}
          labels={FELT_LABELS}
          value={settings.felt}
          onChoose={(felt) => set('felt', felt)}
          sample={(felt) => <span class="felt-sample" data-felt={felt} aria-hidden="true" />}
        />
        <ChoiceGroup
          id="back"
          title="Card back"
          values={CARD_BACKS}
          labels={BACK_LABELS}
          value={settings.cardBack}
          onChoose={(back) => set('cardBack', back)}
          sample={(back) => (
            <span class="back-sample" data-back={back} aria-hidden="true">
              <span class="card back" />
            </span>
          )}
        />
        <label>
          <input type="checkbox" checked={settings.sound} onChange={(e) => set('sound', e.currentTarget.checked)} />{' '}
          Sound effects
        </label>
      </fieldset>
      <fieldset>
        <legend>Questions</legend>
        <label>
          <input
            type="checkbox"
            checked={settings.askBeforeRedeal}
            onChange={(e) => set('askBeforeRedeal', e.currentTarget.checked)}
          />{' '}
          Ask before a redeal that clears the undo history
        </label>
      </fieldset>
    </form>
  );
}
