// The storage side of the app: settings, the game in progress, statistics records and the service worker.

export { MemoryStorage } from './memory-storage';
export { type LoadedState, newGameId, Persistence } from './persistence';
export { type Loaded, RecordStore } from './record';
export { registerServiceWorker, type ServiceWorkerOutcome } from './register-sw';
export { SettingsView, type SettingsViewProps } from './SettingsView';
export { type ResumedGame, resumeGame, type SavedGame, snapshotGame } from './saved-game';
export {
  APPEARANCES,
  type Appearance,
  CARD_BACKS,
  type CardBack,
  DEFAULT_SETTINGS,
  DISPLAYS,
  type Display,
  FELTS,
  type Felt,
  type Settings,
  settingsOptions,
} from './settings';
export { browserStorage, type StorageLike } from './storage';
