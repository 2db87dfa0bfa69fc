// The Settings dialog: the stored settings form (rule set for the next deal, display, suits, animations) and the solver's thinking ahead.

import { type Settings, SettingsView } from '../persist/index';
import { ChoiceCheck } from './choice-check';
import { ViewingModal } from './modal';
import './settings.css';

export interface SettingsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onClose: () => void;
  /** The solver thinking ahead while the player plays (kept apart from the stored settings, like the solver's other choice). */
  readonly thinkAhead?: boolean;
  readonly onThinkAhead?: (on: boolean) => void;
}

export function SettingsDialog({ settings, onChange, onClose, thinkAhead, onThinkAhead }: SettingsProps) {
  return (
    <ViewingModal title="Settings" onClose={onClose} className="settings" closeLabel="Done">
      <p class="dialog-note">Rule set changes apply from the next new game; the others at once. All are remembered.</p>
      <SettingsView settings={settings} onChange={onChange} />
      {onThinkAhead && (
        <ChoiceCheck name="think-ahead" checked={thinkAhead === true} onCheck={onThinkAhead}>
          Solver thinks ahead: after each move it looks for a win, so the hint is often ready at once
        </ChoiceCheck>
      )}
    </ViewingModal>
  );
}
