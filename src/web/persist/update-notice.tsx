// The notice that a new version of the app is ready, with the button that reloads into it (the game is kept).

import { useEffect, useState } from 'preact/hooks';
import { NEW_VERSION, type UpdateOffer } from './update';

export function UpdateNotice({ offer = NEW_VERSION }: { readonly offer?: UpdateOffer }) {
  const [take, setTake] = useState<(() => void) | null>(null);
  useEffect(() => offer.listen((next) => setTake(() => next)), [offer]);
  if (take === null) return null;
  return (
    <p class="storage-notice update-notice" role="status">
      <span>A new version of Crescent is ready; your game is kept.</span>
      <button type="button" onClick={take}>
        Reload
      </button>
    </p>
  );
}
