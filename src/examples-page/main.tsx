// The Examples page's entry point: replays the example game and mounts the page into #examples.

import { render } from 'preact';
import { followStoredLooks } from '../rules-page/looks';
import { ExamplesPage } from './ExamplesPage';
import { exampleGame } from './example-game';
import '../web/theme.css';
import '../rules-page/rules.css';
import './examples.css';

followStoredLooks();
const root = document.getElementById('examples');
if (root) {
  const example = exampleGame();
  render(
    example.ok ? (
      <ExamplesPage replay={example.value} />
    ) : (
      <p role="alert">The example game is missing: {example.error.reason}</p>
    ),
    root,
  );
}
