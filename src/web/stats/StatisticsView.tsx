// The statistics view the app mounts: a table per rule key, the deal of the day's streaks, and a reset that asks first.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { CalendarDate } from '../core/calendar';
import type { StatsState } from './reducer';
import { dailyRows, statisticsRows } from './rows';

export interface StatisticsViewProps {
  readonly stats: StatsState;
  /** The player's calendar date, for whether a deal-of-the-day streak still runs. */
  readonly today: CalendarDate;
  /** Called only after the player confirmed; the app applies `{ type: 'reset' }` and saves. */
  readonly onReset: () => void;
  /** Opens the list of games, the charts, and export and import. */
  readonly onYourGames?: () => void;
}

const COLUMNS = [
  'Rules',
  'Played',
  'Won',
  'Win rate',
  'Streak',
  'Best streak',
  'Best time',
  'Fewest moves',
  'Assisted',
] as const;

const DAILY_COLUMNS = ['Rules', 'Played', 'Won', 'Streak', 'Best streak', 'Last won'] as const;

function Head({ columns }: { readonly columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th scope="col" key={c}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function StatisticsView({ stats, today, onReset, onYourGames }: StatisticsViewProps) {
  const rows = statisticsRows(stats);
  const days = dailyRows(stats, today);
  const anyAssisted = rows.some((row) => row.assisted > 0);
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
            <Head columns={COLUMNS} />
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
                  <td>{row.assisted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {anyAssisted && (
        <p class="statistics-note">
          Assisted games are those in which the solver played moves for you (Show me): each counts as played, never as
          won, and ends the streak.
        </p>
      )}
      {days.length > 0 && (
        <>
          <h3 id="daily-statistics-title">Deal of the day</h3>
          <div class="statistics-scroll">
            <table aria-labelledby="daily-statistics-title">
              <Head columns={DAILY_COLUMNS} />
              <tbody>
                {days.map((row) => (
                  <tr key={row.key} data-daily-key={row.key}>
                    <th scope="row">{row.rules}</th>
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.currentStreak}</td>
                    <td>{row.bestStreak}</td>
                    <td>{row.lastWon}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {onYourGames !== undefined && (
        <p>
          <button type="button" class="statistics-games" onClick={onYourGames}>
            Your games and charts
          </button>
        </p>
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
