// Display settings: four-colour suits, top cards only, animations.

import { Modal } from './modal';

export interface Settings {
  readonly fourColour: boolean;
  readonly topCardsOnly: boolean;
  readonly animations: boolean;
}

export const DEFAULT_SETTINGS: Settings = { fourColour: false, topCardsOnly: false, animations: true };

const LABELS: Record<keyof Settings, string> = {
  fourColour: 'Four-colour suits (spades black, hearts red, diamonds blue, clubs green)',
  topCardsOnly: 'Show only the top card of each pile',
  animations: 'Animate moves and redeals',
};

export interface SettingsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onClose: () => void;
}

export function SettingsDialog({ settings, onChange, onClose }: SettingsProps) {
  return (
    <Modal title="Settings" onClose={onClose} className="settings">
      {(Object.keys(LABELS) as (keyof Settings)[]).map((key) => (
        <label key={key} class="choice">
          <input
            type="checkbox"
            checked={settings[key]}
            onChange={(e) => onChange({ ...settings, [key]: e.currentTarget.checked })}
          />
          <span>{LABELS[key]}</span>
        </label>
      ))}
      <div class="dialog-buttons">
        <button type="button" class="primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
