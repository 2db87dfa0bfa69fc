// Finish on the table: the foundation moves that win, offered as a button and played at a quick replay's pace.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatPosition, type Game, type Move, type Status } from '../../engine/index';
import { finishesByItself, finishOffer } from '../core/finish';
import type { Change } from '../core/session';
import { ShowMe } from '../solver/show-me';

export interface FinishHost {
  readonly game: Game;
  readonly status: Status;
  readonly change: Change;
  readonly animate: boolean;
  /** The setting: Finish starts by itself once it is on offer after a move. */
  readonly byItself: boolean;
  /** Plays one of Finish's moves as the player's own (never assisted). */
  readonly play: (move: Move) => void;
}

export interface FinishUi {
  /** Finish is on offer: foundation moves alone win from here. */
  readonly offered: boolean;
  /** Finish is playing its moves. */
  readonly finishing: boolean;
  finish(): void;
}

export function useFinish(host: FinishHost): FinishUi {
  const latest = useRef(host);
  latest.current = host;
  const [finishing, setFinishing] = useState(false);
  const line = useMemo(() => finishOffer(host.game, host.status), [host.game, host.status]);
  // The same steady player as "show me", at its fast pace; its moves reach the game as the player's.
  const player = useMemo(
    () =>
      new ShowMe({
        position: () => latest.current.game.position,
        animate: () => latest.current.animate,
        play: (move) => latest.current.play(move),
        shown: (panel) => {
          if (panel === null || panel.kind === 'note') setFinishing(false);
        },
      }),
    [],
  );
  useEffect(() => {
    player.setSpeed('fast');
    return () => player.stop();
  }, [player]);
  const start = () => {
    if (line === null || player.on) return;
    setFinishing(true);
    player.start(line);
  };
  // A move or an undo by hand while Finish plays ends it: the player took over.
  const positionText = formatPosition(host.game.position);
  useEffect(() => {
    if (player.drawn(positionText)) {
      player.stop();
      setFinishing(false);
    }
  }, [player, positionText]);
  const serial = host.change.serial;
  useEffect(() => {
    if (finishesByItself(latest.current.change, line !== null, latest.current.byItself, player.on)) start();
  }, [serial]);
  return { offered: line !== null && !finishing, finishing, finish: start };
}
