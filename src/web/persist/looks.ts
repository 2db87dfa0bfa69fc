// The stored looks for the other pages (rules, examples): read without writing, and put on the page's root element.

import { openEnvelope } from './record';
import { DEFAULT_SETTINGS, decodeSettings, SETTINGS_CODEC, type Settings } from './settings';
import { browserStorage, readRaw, type StorageLike } from './storage';

export type Looks = Pick<Settings, 'appearance' | 'felt' | 'cardBack'>;

const DEFAULT_LOOKS: Looks = {
  appearance: DEFAULT_SETTINGS.appearance,
  felt: DEFAULT_SETTINGS.felt,
  cardBack: DEFAULT_SETTINGS.cardBack,
};

/**
 * The appearance, felt and card back the app has saved, or the defaults. It only reads: damaged settings are the
 * app's to report and set aside, so a page opened first never touches them.
 */
export function storedLooks(storage: StorageLike | null): Looks {
  if (storage === null) return DEFAULT_LOOKS;
  const read = readRaw(storage, SETTINGS_CODEC.key);
  if (!read.ok || read.value === null) return DEFAULT_LOOKS;
  const opened = openEnvelope(read.value, SETTINGS_CODEC.kind, SETTINGS_CODEC.version);
  if (!opened.ok) return DEFAULT_LOOKS;
  const decoded = decodeSettings(opened.value.data);
  if (!decoded.ok) return DEFAULT_LOOKS;
  const { appearance, felt, cardBack } = decoded.value.kept;
  return { appearance, felt, cardBack };
}

/** Gives `root` (the page's <html>) the data attributes theme.css reads, so the page looks as the app does. */
export function applyStoredLooks(root: HTMLElement, storage: StorageLike | null = browserStorage()): Looks {
  const looks = storedLooks(storage);
  root.dataset.appearance = looks.appearance;
  root.dataset.felt = looks.felt;
  root.dataset.back = looks.cardBack;
  return looks;
}
