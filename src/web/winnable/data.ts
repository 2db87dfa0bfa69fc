// The shipped winnable-deal lists, bundled as text: one small file per rules letter.

import E from '../../../data/winnable/E.txt?raw';
import F from '../../../data/winnable/F.txt?raw';
import H from '../../../data/winnable/H.txt?raw';
import M from '../../../data/winnable/M.txt?raw';
import N from '../../../data/winnable/N.txt?raw';
import S from '../../../data/winnable/S.txt?raw';
import { WinnableDeals } from './lists';

export const WINNABLE_DEALS = new WinnableDeals({ N, F, E, M, H, S });
