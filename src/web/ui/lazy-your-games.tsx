// Loads the Your games dialog (its charts, list and file) only when the player opens it: the table's first load stays small.

import { useEffect, useState } from 'preact/hooks';
import type { YourGamesProps } from './your-games';

type View = (props: YourGamesProps) => preact.JSX.Element;
let view: View | null = null;

export function LazyYourGames(props: YourGamesProps) {
  const [View, setView] = useState<{ readonly show: View } | null>(() => (view === null ? null : { show: view }));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (View !== null) return;
    import('./your-games').then(
      (module) => {
        view = module.YourGames;
        setView({ show: module.YourGames });
      },
      () => setFailed(true),
    );
  }, [View]);
  if (failed) {
    return (
      <p class="storage-notice" role="alert">
        Your games could not be loaded; check the connection and try again.
      </p>
    );
  }
  return View === null ? null : <View.show {...props} />;
}
