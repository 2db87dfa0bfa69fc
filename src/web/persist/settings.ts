// The player's settings: their defaults, the game options they make, and their stored form read field by field.

import {
  CASUAL_DIFFICULTIES,
  DEFAULT_VARIANT_CHOICE,
  failure,
  type GameOptions,
  ok,
  optionsOfChoice,
  RULE_SET_IDS,
  type VariantChoice,
} from '../../engine/index';
import type { Decoded, RecordCodec } from './record';
import { readRaw, removeRaw, type StorageLike } from './storage';

export const DISPLAYS = ['fanned', 'top'] as const;
/** Piles fanned so every card shows, or only each pile's top card (as the classic app shows them). */
export type Display = (typeof DISPLAYS)[number];

export const APPEARANCES = ['system', 'light', 'dark'] as const;
/** Light or dark colours, or whichever the system asks for. */
export type Appearance = (typeof APPEARANCES)[number];

export const FELTS = ['green', 'blue', 'burgundy'] as const;
/** The table's colour. */
export type Felt = (typeof FELTS)[number];

export const CARD_BACKS = ['lattice', 'crescent', 'diamonds'] as const;
/** The design on the back of a face-down card. */
export type CardBack = (typeof CARD_BACKS)[number];

/** The rules new games are dealt with (the same choice the New game dialog makes), then the looks and questions. */
export interface Settings extends VariantChoice {
  readonly display: Display;
  /** The largest cards the window holds: the piles' hidden cards get less room (packed under the top few). */
  readonly largeCards: boolean;
  readonly fourColour: boolean;
  readonly animations: boolean;
  readonly appearance: Appearance;
  readonly felt: Felt;
  readonly cardBack: CardBack;
  /** Short synthesized sounds for moves, cards home, refusals, redeals and wins: off unless turned on. */
  readonly sound: boolean;
  /** Ask before a redeal that ends what undo can reach (classic, strict), until the player says not to. */
  readonly askBeforeRedeal: boolean;
  /** A new random deal comes from the deals proven winnable. */
  readonly winnableOnly: boolean;
  /** The solver searches each new position while the player thinks, so the hint is often ready. */
  readonly thinkAhead: boolean;
  /** Once foundation moves alone can win, Finish plays them without being asked (RULES.md section 5). */
  readonly finishByItself: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_VARIANT_CHOICE,
  display: 'fanned',
  largeCards: false,
  fourColour: false,
  animations: true,
  appearance: 'system',
  felt: 'green',
  cardBack: 'lattice',
  sound: false,
  askBeforeRedeal: true,
  winnableOnly: true,
  thinkAhead: true,
  finishByItself: false,
};

/** The options a new game is dealt with under these settings: Four only for classic, difficulty only for casual. */
export function settingsOptions(settings: Settings): GameOptions {
  return optionsOfChoice(settings);
}

/** Each field: its name for a notice, and whether a stored value is one it may take. */
const FIELDS: { readonly [K in keyof Settings]: { readonly name: string; readonly valid: (v: unknown) => boolean } } = {
  rules: { name: 'rule set', valid: (v) => (RULE_SET_IDS as readonly unknown[]).includes(v) },
  four: { name: 'Crescent Four', valid: (v) => typeof v === 'boolean' },
  difficulty: { name: 'casual difficulty', valid: (v) => (CASUAL_DIFFICULTIES as readonly unknown[]).includes(v) },
  facedown: { name: 'face-down dealing', valid: (v) => typeof v === 'boolean' },
  display: { name: 'display', valid: (v) => (DISPLAYS as readonly unknown[]).includes(v) },
  largeCards: { name: 'large cards', valid: (v) => typeof v === 'boolean' },
  fourColour: { name: 'four-colour suits', valid: (v) => typeof v === 'boolean' },
  animations: { name: 'animations', valid: (v) => typeof v === 'boolean' },
  appearance: { name: 'appearance', valid: (v) => (APPEARANCES as readonly unknown[]).includes(v) },
  felt: { name: 'table colour', valid: (v) => (FELTS as readonly unknown[]).includes(v) },
  cardBack: { name: 'card back', valid: (v) => (CARD_BACKS as readonly unknown[]).includes(v) },
  sound: { name: 'sound', valid: (v) => typeof v === 'boolean' },
  askBeforeRedeal: { name: 'asking before a redeal', valid: (v) => typeof v === 'boolean' },
  winnableOnly: { name: 'winnable deals only', valid: (v) => typeof v === 'boolean' },
  thinkAhead: { name: 'thinking ahead', valid: (v) => typeof v === 'boolean' },
  finishByItself: { name: 'finishing by itself', valid: (v) => typeof v === 'boolean' },
};

/**
 * Reads stored settings field by field: a bad field falls back to its default and is named; the rest is kept.
 * A field missing from older settings (the looks and sound came later) takes its default without a notice,
 * so the format version stays 1 and every earlier record still loads.
 */
export function decodeSettings(data: unknown): Decoded<Settings, 'NOT_SETTINGS'> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return failure('NOT_SETTINGS', 'they are not a set of settings');
  }
  const stored = data as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const lost: string[] = [];
  for (const key of Object.keys(FIELDS) as (keyof Settings)[]) {
    const field = FIELDS[key];
    if (!(key in stored)) continue;
    if (field.valid(stored[key])) settings[key] = stored[key];
    else lost.push(field.name);
  }
  return ok({ kept: settings as unknown as Settings, lost: lost.length === 0 ? null : lost.join(', ') });
}

export const SETTINGS_CODEC: RecordCodec<Settings> = {
  key: 'crescent.settings',
  kind: 'settings',
  version: 1,
  what: 'Your settings',
  plural: true,
  fallback: 'the default settings are used',
  encode: (settings) => ({ ...settings }),
  decode: decodeSettings,
};

/** The choices older versions kept loose in storage, each as "on" or "off", and the setting each now is. */
const LOOSE_CHOICES = [
  { key: 'crescent.winnableOnly', field: 'winnableOnly' },
  { key: 'crescent.solverAhead', field: 'thinkAhead' },
] as const;

/**
 * Folds the loose choices older versions stored into the settings, once: a readable one ("on" or "off") is
 * taken and removed; anything else is refused with one sentence and removed, and the setting keeps its value.
 * `changed` says whether the settings should be saved (a loose key is gone either way).
 */
export function foldLooseChoices(
  settings: Settings,
  storage: StorageLike,
): { readonly settings: Settings; readonly changed: boolean; readonly notices: readonly string[] } {
  let folded = settings;
  let changed = false;
  const notices: string[] = [];
  for (const { key, field } of LOOSE_CHOICES) {
    const read = readRaw(storage, key);
    if (!read.ok || read.value === null) continue;
    if (read.value === 'on' || read.value === 'off') {
      folded = { ...folded, [field]: read.value === 'on' };
      changed = true;
    } else {
      const name = FIELDS[field].name;
      notices.push(
        `Your earlier choice of ${name} could not be read because it is not "on" or "off", so it stays ${folded[field] ? 'on' : 'off'}.`,
      );
    }
    removeRaw(storage, key);
  }
  return { settings: folded, changed, notices };
}
