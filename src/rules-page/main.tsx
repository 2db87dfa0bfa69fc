// The rules page's entry point: renders the rules into #rules and registers the offline worker, as the game does.

import { render } from 'preact';
import { registerServiceWorker } from '../web/persist/register-sw';
import { RulesPage } from './RulesPage';
import './rules.css';

const root = document.getElementById('rules');
if (root) render(<RulesPage />, root);
void registerServiceWorker();
