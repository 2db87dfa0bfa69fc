// The statistics view the app mounts: a table per rule key and a reset that asks for confirmation first.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { StatsState } from './reducer';
import { statisticsRows } from './rows';

export interface StatisticsViewProps {
  readonly stats: StatsState;
  /** Called only after the player confirmed; the app applies `{ type: 'reset' }` and saves. */
  readonly onReset: () => void;
}

const COLUMNS = ['Rules', 'Played', 'Won', 'Win rate', 'Streak', 'Best streak', 'Best time', 'Fewest moves'] as const;

export function StatisticsView({ stats, onReset }: StatisticsViewProps) {
  const rows = statisticsRows(stats);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: to the safe answer when it is asked, back to the button when it goes away.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) resetRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section class="statistics" aria-labelledby="statistics-title">
      <h2 id="statistics-title">Statistics</h2>
      {rows.length === 0 ? (
        <p>No games played yet. A game counts once its first move is made.</p>
      ) : (
        <div class="statistics-scroll">
          <table>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-stats-key={row.key}>
                  <th scope="row">{row.rules}</th>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.winRate}</td>
                  <td>{row.currentStreak}</td>
                  <td>{row.bestStreak}</td>
                  <td>{row.bestTime}</td>
                  <td>{row.fewestMoves}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming ? (
        <fieldset class="statistics-confirm">
          <legend>Reset all statistics? This cannot be undone.</legend>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              onReset();
            }}
          >
            Reset
          </button>{' '}
          <button type="button" ref={cancelRef} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </fieldset>
      ) : (
        <button type="button" ref={resetRef} onClick={() => setConfirming(true)}>
          Reset statistics
        </button>
      )}
    </section>
  );
}
