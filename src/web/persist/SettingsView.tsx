// The settings form the app may mount: rule set and its options, dealing, display, suits, animations and questions.

import { CASUAL_DIFFICULTIES, CASUAL_SHUFFLES, RULE_SET_IDS, type RuleSetId } from '../../engine/index';
import { DISPLAYS, type Display, type Settings } from './settings';

export interface SettingsViewProps {
  readonly settings: Settings;
  /** Called with the whole new settings on every change; the app saves them and decides when rules apply. */
  readonly onChange: (settings: Settings) => void;
}

const RULE_LABELS: Record<RuleSetId, string> = { classic: 'Classic', casual: 'Casual', strict: 'Strict' };
const DISPLAY_LABELS: Record<Display, string> = { fanned: 'Fanned piles', top: 'Top cards only' };

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
          Crescent Four (classic: 4 redeals)
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
                {capitalised(d)} ({CASUAL_SHUFFLES[d]} shuffles)
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
