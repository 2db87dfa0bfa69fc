// The Settings dialog: the stored settings form (rule set for the next deal, display, suits, animations).

import { type Settings, SettingsView } from '../persist/index';
import { ViewingModal } from './modal';

export interface SettingsProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onClose: () => void;
}

export function SettingsDialog({ settings, onChange, onClose }: SettingsProps) {
  return (
    <ViewingModal title="Settings" onClose={onClose} className="settings" closeLabel="Done">
      <p class="dialog-note">Rule set changes apply from the next new game; the others at once. All are remembered.</p>
      <SettingsView settings={settings} onChange={onChange} />
    </ViewingModal>
  );
}
