// The web app's entry point: loads what was saved, decides the game from the URL or storage, mounts the app.

import { render } from 'preact';
import { DEAL_COUNT } from '../engine/index';
import { afterFirstDeal } from './core/first-deal';
import { bootGame } from './persist/boot';
import { newGameId, Persistence, registerServiceWorker } from './persist/index';
import { settingsOptions } from './persist/settings';
import { whenIdle } from './solver/client';
import { WINNABLE_DEALS } from './winnable/data';
import './styles.css';
import { App } from './ui/app';
import { touchOnly } from './ui/touch';

const persistence = Persistence.open();
const loaded = persistence.loadAll();
// With "winnable deals only" on, a fresh first deal too comes from the list: the random source points at it. The
// list is read only when a deal is dealt; a link's game or a resumed one needs none.
const random = (): number => {
  const options = settingsOptions(loaded.settings);
  const listed = loaded.settings.winnableOnly ? WINNABLE_DEALS.pick(options, Math.random) : null;
  return listed === null ? Math.random() : (listed + 0.5) / DEAL_COUNT;
};
const boot = bootGame(location.search, loaded, () => newGameId(), random, !touchOnly());
if (location.search !== '') {
  // The link has done its work: a reload now resumes the saved game (or the link's game, once played).
  history.replaceState(null, '', location.pathname);
}
const root = document.getElementById('app');
// The first render is a task of its own, after the one that ran the scripts: on a slow phone the two together
// held the main thread for seconds in one piece.
if (root) setTimeout(() => render(<App boot={boot} persistence={persistence} loaded={loaded} />, root), 0);
// The service worker fetches the whole build to keep it offline: started once the table is dealt and the page is
// idle, not while it loads and draws.
afterFirstDeal(() => whenIdle(() => void registerServiceWorker()));
