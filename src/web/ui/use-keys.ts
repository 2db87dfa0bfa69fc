// Wires the keyboard to the game: roving focus over the table, and the letter keys, while no dialog is open.

import { useEffect, useRef, useState } from 'preact/hooks';
import { isPilePlace, type Place, type Position } from '../../engine/index';
import type { TableLayout } from '../core/layout';
import { placeBoxes } from '../core/places';
import { pileContents, placeLabel } from '../core/words';
import { arrowTarget, type KeyCommand, keyCommand, keyIsElsewhere } from './keyboard';
import type { GameActions } from './use-game';

export interface KeyTargets {
  readonly position: Position;
  readonly selected: Place | null;
  readonly actions: GameActions;
  readonly openHelp: () => void;
  readonly openViewer: (place: Place) => void;
  /** The table's layout as drawn now (null before it is measured): where an arrow key leads. */
  readonly layout: { readonly current: TableLayout | null };
}

/** Returns the place that holds the table's one tab stop. */
export function useKeys(targets: KeyTargets): Place {
  const [focusPlace, setFocusPlace] = useState<Place>(0);
  const latest = useRef(targets);
  latest.current = targets;
  const focused = useRef(focusPlace);
  focused.current = focusPlace;

  useEffect(() => {
    // Focus moved by Tab or a click lands on a place: the tab stop follows it.
    const follow = (event: FocusEvent) => {
      const place = (event.target as Element | null)?.closest?.('[data-place]')?.getAttribute('data-place');
      if (place !== null && place !== undefined) setFocusPlace(Number(place));
    };
    const press = (event: KeyboardEvent) => {
      if (keyIsElsewhere(event)) return;
      const command = keyCommand(event);
      if (command === null) return;
      const onTable = (event.target as Element | null)?.closest?.('[data-place]') != null;
      if (run(command, onTable)) event.preventDefault();
    };
    const run = (command: KeyCommand, onTable: boolean): boolean => {
      const { position, actions, openHelp, openViewer, layout } = latest.current;
      const place = focused.current;
      switch (command.kind) {
        case 'go': {
          if (!onTable) return false;
          const next =
            layout.current === null ? null : arrowTarget(placeBoxes(layout.current), place, command.direction);
          if (next !== null) {
            setFocusPlace(next);
            document.querySelector<HTMLElement>(`[data-place="${next}"]`)?.focus();
          }
          return true;
        }
        case 'home':
          actions.sendHome(place);
          return true;
        case 'undo':
          actions.undo();
          return true;
        case 'redeal':
          actions.redeal();
          return true;
        case 'hint':
          actions.hint();
          return true;
        case 'cancel':
          if (latest.current.selected === null) return false;
          actions.tap(null);
          actions.note('Selection cancelled.');
          return true;
        case 'help':
          openHelp();
          return true;
        case 'read':
          actions.note(isPilePlace(place) ? pileContents(position, place) : `${placeLabel(position, place)}.`);
          return true;
        case 'view':
          if (!isPilePlace(place)) return false;
          openViewer(place);
          return true;
      }
    };
    document.addEventListener('focusin', follow);
    document.addEventListener('keydown', press);
    return () => {
      document.removeEventListener('focusin', follow);
      document.removeEventListener('keydown', press);
    };
  }, []);
  return focusPlace;
}
