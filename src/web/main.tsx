// The web app's entry point: loads what was saved, decides the game from the URL or storage, mounts the app.

import { render } from 'preact';
import { bootGame } from './core/boot';
import { newGameId, Persistence, registerServiceWorker } from './persist/index';
import { App } from './ui/app';
import './styles.css';

const persistence = Persistence.open();
const loaded = persistence.loadAll();
const boot = bootGame(location.search, loaded, () => newGameId(), Math.random);
if (location.search !== '') {
  // The link has done its work: a reload now resumes the saved game (or the link's game, once played).
  history.replaceState(null, '', location.pathname);
}
const root = document.getElementById('app');
if (root) render(<App boot={boot} persistence={persistence} loaded={loaded} />, root);
void registerServiceWorker();
