// The web app's entry point: reads the URL, mounts the app into #app.

import { render } from 'preact';
import { startFromUrl } from './core/start';
import { App } from './ui/app';
import './styles.css';

const start = startFromUrl(location.search, { rules: 'classic' }, Math.random);
if (start.problem !== null) {
  // The bad link is dropped so a reload deals normally instead of repeating the message.
  history.replaceState(null, '', location.pathname);
}
const root = document.getElementById('app');
if (root) render(<App start={start} />, root);
