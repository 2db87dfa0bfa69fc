// The web app's entry point: mounts the app into #app.

import { render } from 'preact';
import { dealPosition, formatPosition } from '../engine/index';

function App() {
  return <pre>{formatPosition(dealPosition(1, { rules: 'classic' }))}</pre>;
}

const root = document.getElementById('app');
if (root) render(<App />, root);
