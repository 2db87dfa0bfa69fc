// Browser tests: every screen on a desktop (1440x900), light and dark, has no WCAG 2.2 A or AA violation.

import { checkEveryScreen, DESKTOP } from './support/accessibility';

checkEveryScreen('a desktop', DESKTOP);
