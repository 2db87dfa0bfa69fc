// The rules page's entry point: renders the rules into #rules and registers the offline worker, as the game does.

import { render } from 'preact';
import { registerServiceWorker } from '../web/persist/register-sw';
import { followStoredLooks } from './looks';
import { RulesPage } from './RulesPage';
import '../web/theme.css';
import './rules.css';

followStoredLooks();
const root = document.getElementById('rules');
if (root) render(<RulesPage />, root);
void registerServiceWorker();
