// Browser tests: every screen on a phone (390x844, touch), light and dark, has no WCAG 2.2 A or AA violation.

import { checkEveryScreen, PHONE } from './support/accessibility';

checkEveryScreen('a phone', PHONE);
