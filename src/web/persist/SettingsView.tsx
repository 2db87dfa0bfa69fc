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

interface RadiosProps<T extends string> {
  /** The radio buttons' shared name, after "settings-". */
  readonly id: string;
  readonly values: readonly T[];
  readonly labels: Record<T, string>;
  readonly value: T;
  readonly onChoose: (value: T) => void;
  /** A small picture of the choice beside its name (a felt, a card back). */
  readonly sample?: (value: T) => ComponentChildren;
}

/** One radio button per choice, each labelled with its name (and sample). */
function Radios<T extends string>({ id, values, labels, value, onChoose, sample }: RadiosProps<T>) {
  return (
    <>
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
    </>
  );
}

/** One of the looks: a named group of radio buttons, each choice with an optional sample. */
function ChoiceGroup<T extends string>({ title, ...radios }: RadiosProps<T> & { readonly title: string }) {
  return (
    <div class="setting-group" role="radiogroup" aria-labelledby={`settings-${radios.id}-name`}>
      <span class="setting-name" id={`settings-${radios.id}-name`}>
        {title}
      </span>
      <Radios {...radios} />
    </div>
  );
}

/** The settings that are on or off. */
type Switch = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

interface CheckProps {
  readonly settings: Settings;
  readonly name: Switch;
  readonly onSwitch: (name: Switch, on: boolean) => void;
  readonly disabled?: boolean;
  readonly children: ComponentChildren;
}

/** A checkbox for one on-or-off setting, labelled by its children. */
function Check({ settings, name, onSwitch, disabled, children }: CheckProps) {
  return (
    <label>
      <input
        type="checkbox"
        checked={settings[name]}
        disabled={disabled}
        onChange={(e) => onSwitch(name, e.currentTarget.checked)}
      />{' '}
      {children}
    </label>
  );
}

export function SettingsView({ settings, onChange }: SettingsViewProps) {
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => onChange({ ...settings, [key]: value });
  return (
    <form class="settings" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Rule set</legend>
        <Radios
          id="rules"
          values={RULE_SET_IDS}
          labels={RULE_LABELS}
          value={settings.rules}
          onChoose={(id) => set('rules', id)}
        />
        <Check settings={settings} name="four" onSwitch={set} disabled={settings.rules !== 'classic'}>
          {`Crescent Four (classic: ${redealAllowance({ rules: 'classic', four: true })} redeals)`}
        </Check>
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
        <Check settings={settings} name="facedown" onSwitch={set}>
          Face-down dealing
        </Check>
      </fieldset>
      <fieldset>
        <legend>Display</legend>
        <Radios
          id="display"
          values={DISPLAYS}
          labels={DISPLAY_LABELS}
          value={settings.display}
          onChoose={(display) => set('display', display)}
        />
        <Check settings={settings} name="largeCards" onSwitch={set}>
          Large cards (a pile's deeper cards packed closer)
        </Check>
        <Check settings={settings} name="fourColour" onSwitch={set}>
          Four-colour suits
        </Check>
        <Check settings={settings} name="animations" onSwitch={set}>
          Animations
        </Check>
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
        <Check settings={settings} name="sound" onSwitch={set}>
          Sound effects
        </Check>
      </fieldset>
      <fieldset>
        <legend>Questions</legend>
        <Check settings={settings} name="askBeforeRedeal" onSwitch={set}>
          Ask before a redeal that clears the undo history
        </Check>
        <Check settings={settings} name="finishByItself" onSwitch={set}>
          Finish by itself: once foundation moves alone can win, play them without asking
        </Check>
      </fieldset>
    </form>
  );
}
