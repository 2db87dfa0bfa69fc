// The web app's entry point: reads the URL, mounts the app into #app.

import { render } from 'preact';
import { DEAL_COUNT } from '../engine/index';
import { startFromUrl } from './core/start';
import { loadWinnableOnly } from './solver/preference';
import { WINNABLE_DEALS } from './solver/winnable-data';
import { App } from './ui/app';
import './styles.css';

// With "winnable deals only" on, the first deal too comes from the list: the random source points at it.
const listed = loadWinnableOnly() ? WINNABLE_DEALS.pick({ rules: 'classic' }, Math.random) : null;
const random = listed === null ? Math.random : () => (listed + 0.5) / DEAL_COUNT;
const start = startFromUrl(location.search, { rules: 'classic' }, random);
if (start.problem !== null) {
  // The bad link is dropped so a reload deals normally instead of repeating the message.
  history.replaceState(null, '', location.pathname);
}
const root = document.getElementById('app');
if (root) render(<App start={start} />, root);
