// One versioned record in storage: its envelope, its reading that keeps what it can, and setting aside what it cannot.

import { briefly, failure, ok, type Problem, type Result } from '../../engine/index';
import { readRaw, removeRaw, type StorageLike, writeRaw } from './storage';

/** Marks our records apart from anything else that may sit under the same key. */
export const APP_TAG = 'crescent';

/** What is written under a record's key: the data wrapped with who wrote it, which record, and its format version. */
export interface Envelope {
  readonly app: typeof APP_TAG;
  readonly kind: string;
  readonly version: number;
  readonly data: unknown;
}

/** What decoding a record's data kept, with the parts that could not be read named (or null). */
export interface Kept<T> {
  readonly kept: T;
  readonly lost: string | null;
}

/** The result of decoding a record's data: what was kept, or why none of it can be read (a clause: "its moves ..."). */
export type Decoded<T, C extends string = string> = Result<Kept<T>, Problem<C>>;

/** Why a stored text is not a record this version reads: the envelope around the data. */
export type EnvelopeCode =
  | 'NOT_VALID_DATA'
  | 'NOT_WRITTEN_BY_CRESCENT'
  | 'NO_FORMAT_VERSION'
  | 'NEWER_VERSION'
  | 'OLDER_VERSION';

/** How one kind of record is stored and read back. */
export interface RecordCodec<T> {
  readonly key: string;
  readonly kind: string;
  /** The format version written now; a record of a newer version is not guessed at. */
  readonly version: number;
  /**
   * The oldest version `decode` still reads (it is told which version it was given); older ones are
   * refused. Without it only `version` is read.
   */
  readonly readsFrom?: number;
  /** The record in the player's words, as a sentence starts: "Your statistics". */
  readonly what: string;
  /** Whether `what` is plural ("Your statistics", "Your settings"), so the reason says "they are", not "it is". */
  readonly plural?: boolean;
  /** What happens instead when it cannot be read: "statistics start again from zero". */
  readonly fallback: string;
  encode(value: T): unknown;
  decode(data: unknown, version: number): Decoded<T>;
}

export interface Loaded<T> {
  /** What could be read, or null when there was nothing (or nothing readable). */
  readonly value: T | null;
  /** One sentence for the player when something could not be read or kept, else null. */
  readonly notice: string | null;
}

/** How many older unreadable copies of one record may be kept aside before we stop writing over the record. */
const ASIDE_SLOTS = 5;

/** The keys where unreadable copies of a record are kept: `key.unreadable`, `key.unreadable.2`, ... */
export function asideKeys(key: string): string[] {
  return Array.from({ length: ASIDE_SLOTS }, (_, i) => (i === 0 ? `${key}.unreadable` : `${key}.unreadable.${i + 1}`));
}

type Opened = Result<{ readonly data: unknown; readonly version: number }, Problem<EnvelopeCode>>;

/** Checks the envelope: our tag, this record's kind, a version from `oldest` to `version`. */
export function openEnvelope(raw: string, kind: string, version: number, oldest = version): Opened {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return failure('NOT_VALID_DATA', 'it is not valid data, perhaps cut short');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return failure('NOT_WRITTEN_BY_CRESCENT', 'it was not written by Crescent');
  }
  const envelope = parsed as Partial<Record<keyof Envelope, unknown>>;
  if (envelope.app !== APP_TAG || envelope.kind !== kind) {
    return failure('NOT_WRITTEN_BY_CRESCENT', 'it was not written by Crescent');
  }
  if (typeof envelope.version !== 'number' || !Number.isInteger(envelope.version)) {
    return failure('NO_FORMAT_VERSION', 'its format version is missing');
  }
  if (envelope.version > version) return failure('NEWER_VERSION', 'it was written by a newer version of Crescent');
  if (envelope.version < oldest) {
    return failure('OLDER_VERSION', 'it was written by an older version of Crescent that this one cannot read');
  }
  return ok({ data: envelope.data, version: envelope.version });
}

export function sealEnvelope(kind: string, version: number, data: unknown): string {
  const envelope: Envelope = { app: APP_TAG, kind, version, data };
  return JSON.stringify(envelope);
}

/**
 * Reads, writes and clears one record. When a stored value cannot be read in full it is copied aside
 * before anything may write over it; if it cannot be copied aside (storage full, slots used up) the
 * record is left untouched and this store refuses to write over it for the rest of the session.
 */
export class RecordStore<T> {
  private guarded = false;
  /** The text last read or written, and its value: another tab's write shows as a different text. */
  private lastRaw: string | null = null;
  private lastValue: T | null = null;

  constructor(
    private readonly storage: StorageLike,
    readonly codec: RecordCodec<T>,
  ) {}

  /** Whether writes are held back to protect an unreadable value that could not be set aside. */
  get isGuarded(): boolean {
    return this.guarded;
  }

  load(): Loaded<T> {
    const { codec } = this;
    const read = readRaw(this.storage, codec.key);
    if (!read.ok) {
      this.guarded = true;
      return {
        value: null,
        notice: briefly(
          `${codec.what} could not be read because ${agreeing(read.error.reason, codec.plural)}; ${codec.fallback}.`,
        ),
      };
    }
    const raw = read.value;
    if (raw === null) return { value: null, notice: null };
    if (raw === this.lastRaw && this.lastValue !== null) return { value: this.lastValue, notice: null };
    const opened = openEnvelope(raw, codec.kind, codec.version, codec.readsFrom);
    const decoded: Decoded<T> = opened.ok ? this.decodeSafely(opened.value.data, opened.value.version) : opened;
    if (decoded.ok && decoded.value.lost === null) {
      this.lastRaw = raw;
      this.lastValue = decoded.value.kept;
      return { value: decoded.value.kept, notice: null };
    }
    const kept = this.setAside(raw);
    const asideText = kept
      ? 'the old data was kept aside'
      : 'the old data was left in place and will not be written over';
    if (decoded.ok) {
      return {
        value: decoded.value.kept,
        notice: briefly(
          `Part of ${lowerFirst(codec.what)} could not be read (${decoded.value.lost}) and the rest was kept; ${asideText}.`,
        ),
      };
    }
    return {
      value: null,
      notice: briefly(
        `${codec.what} could not be read because ${agreeing(decoded.error.reason, codec.plural)}; ${codec.fallback}, and ${asideText}.`,
      ),
    };
  }

  /** Writes the value: null when stored, else one sentence saying why not. */
  save(value: T): string | null {
    const { codec } = this;
    if (this.guarded) {
      return `${codec.what} cannot be saved without writing over data that could not be read or set aside.`;
    }
    let text: string;
    try {
      text = sealEnvelope(codec.kind, codec.version, codec.encode(value));
    } catch {
      return `${codec.what} could not be saved because it could not be written out.`;
    }
    const problem = writeRaw(this.storage, codec.key, text);
    if (problem !== null) return `${codec.what} could not be saved because ${problem}.`;
    this.lastRaw = text;
    this.lastValue = value;
    return null;
  }

  /**
   * Reads what is stored now (another tab may have written since), changes it and writes it back, so no change
   * made elsewhere is written over: the value written, and a sentence for what could not be read or saved.
   */
  update(change: (stored: T) => T, empty: T): Loaded<T> & { readonly value: T } {
    const loaded = this.load();
    const value = change(loaded.value ?? empty);
    // Nothing changed (a move in a game already recorded, say): nothing to write.
    if (value === loaded.value) return { value, notice: loaded.notice };
    return { value, notice: this.save(value) ?? loaded.notice };
  }

  /** Removes the record (a finished game, say): null when done, else why not. */
  clear(): string | null {
    const { codec } = this;
    if (this.guarded) return null;
    const problem = removeRaw(this.storage, codec.key);
    return problem === null ? null : `${codec.what} could not be removed because ${problem}.`;
  }

  /** A decoder that throws is a bug, but stored data must never crash the app: treat it as unreadable. */
  private decodeSafely(data: unknown, version: number): Decoded<T> {
    try {
      return this.codec.decode(data, version);
    } catch {
      return failure('UNEXPECTED_CONTENTS', 'its contents are not what this version expects');
    }
  }

  /** Copies an unreadable value into a free aside slot and clears the record; false when it could not. */
  private setAside(raw: string): boolean {
    for (const key of asideKeys(this.codec.key)) {
      const existing = readRaw(this.storage, key);
      if (!existing.ok) break;
      if (existing.value === raw) return this.clearAfterAside();
      if (existing.value !== null) continue;
      if (writeRaw(this.storage, key, raw) !== null) break;
      return this.clearAfterAside();
    }
    this.guarded = true;
    return false;
  }

  /** Once a copy is safe aside, the unreadable original goes, so the next load does not report it again. */
  private clearAfterAside(): boolean {
    removeRaw(this.storage, this.codec.key);
    return true;
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A reason written of one thing ("it is not valid data", "its moves") made to agree with a plural record. */
function agreeing(why: string, plural = false): string {
  if (!plural) return why;
  return why
    .replace(/^it is\b/, 'they are')
    .replace(/^it was\b/, 'they were')
    .replace(/^it has\b/, 'they have')
    .replace(/^its\b/, 'their')
    .replace(/^it\b/, 'they');
}
