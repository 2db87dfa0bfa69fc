// The discreet Install button: shown only while the browser offers to install the app (beforeinstallprompt).

import { useEffect, useState } from 'preact/hooks';

/** The part of Chromium's BeforeInstallPromptEvent the app uses (no DOM typing has it yet). */
interface InstallPrompt extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallPrompt | null = null;
const watchers = new Set<() => void>();
const changed = () => {
  for (const watcher of watchers) watcher();
};

// Listened for from the start: the browser may offer before the app has drawn its first frame.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Instead of the browser's own banner over the table, the More bar's button offers it.
    event.preventDefault();
    offer = event as InstallPrompt;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser offers installation now, kept up to date. */
function useInstallOffer(): InstallPrompt | null {
  const [current, setCurrent] = useState(offer);
  useEffect(() => {
    const watch = () => setCurrent(offer);
    watchers.add(watch);
    watch();
    return () => {
      watchers.delete(watch);
    };
  }, []);
  return current;
}

export function InstallButton() {
  const current = useInstallOffer();
  if (current === null) return null;
  const install = () => {
    // An offer can be shown once; the browser makes a new one if the player says not now.
    offer = null;
    changed();
    void current.prompt().catch(() => {});
  };
  return (
    <button type="button" class="more" onClick={install} title="Install Crescent as an app on this device">
      Install
    </button>
  );
}
