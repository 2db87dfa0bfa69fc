// Other tabs of the app on the same storage: which game each shows (said over a BroadcastChannel), and what they write.

/** What another tab did that this one should know of. */
export type OtherTab =
  /** Another tab shows the same game as this one. */
  | { readonly kind: 'same-game' }
  /** Another tab saved its game in progress: the saved game is now its game (`id`), until this tab plays again. */
  | { readonly kind: 'saved-game'; readonly id: string | null }
  /** Another tab changed the statistics or the list of games: read them again. */
  | { readonly kind: 'games-changed' };

const CHANNEL = 'crescent.tabs';

/** A message between tabs: which game the sender shows, and whether it answers another's. */
interface Presence {
  readonly id: string;
  readonly answer: boolean;
}

function isPresence(data: unknown): data is Presence {
  if (typeof data !== 'object' || data === null) return false;
  const { id, answer } = data as Record<string, unknown>;
  return typeof id === 'string' && typeof answer === 'boolean';
}

/** The saved game's name in a stored text, or null when it cannot be read. */
function savedId(text: string | null): string | null {
  if (text === null) return null;
  try {
    const id = (JSON.parse(text) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' ? id.slice(0, 100) : null;
  } catch {
    return null;
  }
}

export interface TabWatch {
  /** Says which game this tab shows now (at start and on every new game). */
  announce(): void;
  stop(): void;
}

/**
 * Listens for the other tabs: `currentId` is the game this tab shows, `keys` the storage keys of the saved game and
 * of the games. Where the browser has no BroadcastChannel, only what other tabs write is seen.
 */
export function watchOtherTabs(
  currentId: () => string,
  keys: { readonly game: string; readonly games: readonly string[] },
  onOther: (what: OtherTab) => void,
): TabWatch {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const say = (answer: boolean) => channel?.postMessage({ id: currentId(), answer } satisfies Presence);
  const heard = (event: MessageEvent) => {
    if (!isPresence(event.data)) return;
    if (!event.data.answer) say(true);
    if (event.data.id === currentId()) onOther({ kind: 'same-game' });
  };
  const stored = (event: StorageEvent) => {
    if (event.key === keys.game && event.newValue !== null)
      onOther({ kind: 'saved-game', id: savedId(event.newValue) });
    else if (event.key === null || keys.games.includes(event.key)) onOther({ kind: 'games-changed' });
  };
  channel?.addEventListener('message', heard);
  addEventListener('storage', stored);
  return {
    announce: () => say(false),
    stop() {
      channel?.removeEventListener('message', heard);
      channel?.close();
      removeEventListener('storage', stored);
    },
  };
}
