// The table's first drawing as a moment to wait for: tasks wait for it, run once, and run at once after it.

import { describe, expect, it } from 'vitest';
import { afterFirstDeal, firstDealDone } from '../../../src/web/core/first-deal';

describe('after the first deal', () => {
  it('holds tasks until the table is dealt, runs each once in order, and runs later ones at once', () => {
    const ran: string[] = [];
    afterFirstDeal(() => ran.push('worker'));
    afterFirstDeal(() => ran.push('offline'));
    expect(ran).toEqual([]);
    firstDealDone();
    expect(ran).toEqual(['worker', 'offline']);
    firstDealDone();
    expect(ran).toEqual(['worker', 'offline']);
    afterFirstDeal(() => ran.push('later'));
    expect(ran).toEqual(['worker', 'offline', 'later']);
  });
});
