// The Your games dialog: the charts of wins and losses and of times to win, each with its table, the last games with
// their replay and review, and everything kept written to one file and read back.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Game } from '../../engine/index';
import { type Backup, mergeBackup, readBackup, writeBackup } from '../persist/backup';
import { importRecord } from '../replay/record';
import { type Replay, type ReplayPlayers, replayOfRecord } from '../replay/replayer';
import { dayBars, medianOf, outcomesByDay, timeDots, winTimesByRules } from '../stats/chart';
import { type GameHistory, type GamesState, HISTORY_LIMIT, newestFirst, type PlayedGame } from '../stats/games';
import { formatDuration, NOT_YET } from '../stats/rows';
import { describeStatsKey } from '../stats/rule-key';
import { ViewingModal } from './modal';
import './your-games.css';

export interface YourGamesProps {
  readonly games: GamesState;
  readonly history: GameHistory;
  readonly onReplay: (replay: Replay, title: string, players: ReplayPlayers) => void;
  readonly onReview: (game: Game) => void;
  /** The name of the game on the table, which is not offered to continue. */
  readonly onTable: string;
  /** Puts an unfinished game back on the table, under its name and with its time so far. */
  readonly onContinue: (game: Game, id: string, elapsedMs: number) => void;
  /** Everything kept now, for the file. */
  readonly readAll: () => Backup;
  /** Keeps what an import merged: null, or why it could not be saved. */
  readonly keepAll: (backup: Backup) => string | null;
  readonly onClose: () => void;
}

const RESULT_WORDS = { won: 'Won', lost: 'Lost', playing: 'Not finished' } as const;

function when(ms: number): string {
  if (ms <= 0) return NOT_YET;
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A game's record as text (its start, then its moves), or null when its moves are not kept. */
function recordText(game: PlayedGame, history: GameHistory): string | null {
  const moves = history[game.id];
  if (moves === undefined || game.start === '') return null;
  return `${game.start}\n${moves.line}\n`;
}

/** The numbers a chart draws, as a table: one row a date or rule set, its name first. */
interface ChartNumbers {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly name: string; readonly cells: readonly (string | number)[] }[];
}

/** A chart in plain SVG (`title` says what it shows in words), its legend, and beside it the table of its numbers. */
function ChartWithTable({
  width,
  height,
  title,
  legend,
  numbers,
  children,
}: {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly legend?: ComponentChildren;
  readonly numbers: ChartNumbers;
  readonly children: ComponentChildren;
}) {
  return (
    <div class="games-chart">
      <div class="games-plot">
        <svg viewBox={`0 0 ${width} ${height}`} role="img" class="games-svg" focusable="false">
          <title>{title}</title>
          {children}
        </svg>
        {legend}
      </div>
      <div class="games-table">
        <table>
          <caption>{numbers.caption}</caption>
          <thead>
            <tr>
              {numbers.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {numbers.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, i) => (
                  <td key={numbers.columns[i + 1]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DayChart({ games }: { readonly games: GamesState }) {
  const days = outcomesByDay(games.games);
  if (days.length === 0) return <p>No game won or lost yet.</p>;
  const chart = dayBars(days);
  const legend = (
    <p class="games-legend" aria-hidden="true">
      <span class="games-swatch games-won" /> Won <span class="games-swatch games-lost" /> Lost{' '}
      <span class="games-swatch games-assisted" /> Assisted
    </p>
  );
  return (
    <ChartWithTable
      width={chart.width}
      height={chart.height}
      title={`Games won, lost and assisted on the last ${days.length} days with games; the table gives the numbers.`}
      legend={legend}
      numbers={{
        caption: 'Games by day',
        columns: ['Date', 'Won', 'Lost', 'Assisted'],
        rows: days.map((day) => ({ name: day.date, cells: [day.won, day.lost, day.assisted] })),
      }}
    >
      <text x="2" y="14" class="games-axis">
        {chart.top}
      </text>
      {chart.bars.map((bar) => (
        <rect
          key={`${bar.x}-${bar.part}`}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          class={`games-${bar.part}`}
        />
      ))}
      <text x="2" y={chart.height - 22} class="games-axis">
        0
      </text>
      {chart.labels.map((label) => (
        <text key={label.x} x={label.x} y={chart.height - 4} text-anchor="middle" class="games-axis">
          {label.text}
        </text>
      ))}
    </ChartWithTable>
  );
}

function TimesChart({ games }: { readonly games: GamesState }) {
  const rows = winTimesByRules(games.games);
  if (rows.length === 0) return <p>No win of your own yet.</p>;
  const chart = timeDots(rows);
  return (
    <ChartWithTable
      width={chart.width}
      height={chart.height}
      title="Each win of your own as a dot, by its time, one row per rule set; the table gives the numbers."
      numbers={{
        caption: 'Times to win',
        columns: ['Rules', 'Wins', 'Quickest', 'Median', 'Slowest'],
        rows: rows.map((row) => ({
          name: row.rules,
          cells: [
            row.times.length,
            formatDuration(row.times[0] ?? 0),
            formatDuration(medianOf(row.times)),
            formatDuration(row.times[row.times.length - 1] ?? 0),
          ],
        })),
      }}
    >
      {chart.rows.map((row) => (
        <g key={row.rules}>
          <text x={chart.plotLeft} y={row.y - 10} class="games-axis">
            {row.rules}
          </text>
          <line x1={chart.plotLeft} x2={chart.width - chart.plotLeft} y1={row.y} y2={row.y} class="games-rule" />
          {row.dots.map((dot) => (
            <circle key={dot.cx} cx={dot.cx} cy={dot.cy} r="5" class="games-won" />
          ))}
        </g>
      ))}
      <text x={chart.plotLeft} y={chart.height - 4} class="games-axis">
        0:00
      </text>
      <text x={chart.width - chart.plotLeft} y={chart.height - 4} text-anchor="end" class="games-axis">
        {formatDuration(chart.right)}
      </text>
    </ChartWithTable>
  );
}

function GameRows({
  games,
  history,
  onReplay,
  onReview,
  onTable,
  onContinue,
}: Pick<YourGamesProps, 'games' | 'history' | 'onReplay' | 'onReview' | 'onTable' | 'onContinue'>) {
  const listed = newestFirst(games.games)
    .filter((g) => g.played && g.startedAt > 0)
    .slice(0, HISTORY_LIMIT);
  if (listed.length === 0) return <p>No game kept yet: a game is kept from its first move.</p>;
  return (
    <div class="statistics-scroll">
      <table class="games-list">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Open</th>
            <th scope="col">Rules</th>
            <th scope="col">Game</th>
            <th scope="col">Result</th>
            <th scope="col">Moves</th>
            <th scope="col">Time</th>
            <th scope="col">Assisted</th>
          </tr>
        </thead>
        <tbody>
          {listed.map((game) => {
            const moves = history[game.id];
            const text = recordText(game, history);
            const moveCount = game.wonMoves ?? moves?.moveCount;
            const time = game.wonMs ?? moves?.elapsedMs;
            const code = game.start.startsWith('CR') ? game.start : 'Position';
            const players: ReplayPlayers = game.assisted ? 'player-with-help' : 'player';
            return (
              <tr key={game.id} data-game-id={game.id}>
                <th scope="row">{when(game.startedAt)}</th>
                <td class="games-actions">
                  <button
                    type="button"
                    disabled={text === null}
                    aria-label={`Replay the game of ${when(game.startedAt)}`}
                    onClick={() => {
                      const replay = text === null ? null : replayOfRecord(text);
                      if (replay?.ok) onReplay(replay.value, `Replay of ${code}`, players);
                    }}
                  >
                    Replay
                  </button>
                  <button
                    type="button"
                    disabled={text === null}
                    aria-label={`Review the game of ${when(game.startedAt)}`}
                    onClick={() => {
                      const played = text === null ? null : importRecord(text);
                      if (played?.ok) onReview(played.value);
                    }}
                  >
                    Review
                  </button>
                  {text !== null && game.result === 'playing' && game.id !== onTable && (
                    <button
                      type="button"
                      aria-label={`Continue the game of ${when(game.startedAt)}`}
                      onClick={() => {
                        const played = importRecord(text);
                        if (played.ok) onContinue(played.value, game.id, moves?.elapsedMs ?? 0);
                      }}
                    >
                      Continue
                    </button>
                  )}
                </td>
                <td>{describeStatsKey(game.key)}</td>
                <td>{code}</td>
                <td>{game.counts || game.result !== 'playing' ? RESULT_WORDS[game.result] : 'Not counted'}</td>
                <td>{moveCount === undefined ? NOT_YET : moveCount}</td>
                <td>{time === undefined ? NOT_YET : formatDuration(time)}</td>
                <td>{game.assisted ? 'Yes' : 'No'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Offers the file to the browser to save. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a file and merges it into everything kept: what came in, or why nothing did, in a sentence. */
function importText(text: string, readAll: () => Backup, keepAll: (backup: Backup) => string | null): Said {
  const file = readBackup(text);
  if (!file.ok) return { ok: false, message: file.error };
  const { backup, summary } = mergeBackup(readAll(), file.value);
  const problem = keepAll(backup);
  return problem === null ? { ok: true, message: summary } : { ok: false, message: problem };
}

type Said = { readonly ok: boolean; readonly message: string };

function KeepData({ readAll, keepAll }: Pick<YourGamesProps, 'readAll' | 'keepAll'>) {
  const [said, setSaid] = useState<Said | null>(null);
  return (
    <section class="games-file" aria-labelledby="games-file-title">
      <h3 id="games-file-title">Export and import</h3>
      <p>
        One file holds your statistics, your last games and your settings. Importing adds its games to the ones here.
      </p>
      <div class="games-file-buttons">
        <button
          type="button"
          onClick={() => {
            const name = `crescent-${when(Date.now()).slice(0, 10)}.json`;
            download(writeBackup(readAll()), name);
            setSaid({ ok: true, message: `Exported as ${name}.` });
          }}
        >
          Export everything
        </button>
        <label class="games-import">
          <span>Import a file</span>
          <input
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (file === undefined) return;
              file
                .text()
                .then((text) => setSaid(importText(text, readAll, keepAll)))
                .catch(() => setSaid({ ok: false, message: 'This file could not be read; nothing was changed.' }))
                .finally(() => {
                  input.value = '';
                });
            }}
          />
        </label>
      </div>
      <p class="games-said" role="status">
        {said?.ok === true ? said.message : ''}
      </p>
      {said?.ok === false && (
        <p class="problem" role="alert">
          {said.message}
        </p>
      )}
    </section>
  );
}

export function YourGames(props: YourGamesProps) {
  const { games, readAll, keepAll, onClose } = props;
  return (
    <ViewingModal title="Your games" onClose={onClose} className="statistics-dialog your-games">
      <div class="statistics">
        <h3 id="games-days-title" tabIndex={-1} autofocus>
          Won and lost by day
        </h3>
        <DayChart games={games} />
        <h3 id="games-times-title">Times to win by rule set</h3>
        <TimesChart games={games} />
        <h3>Last games</h3>
        <GameRows {...props} />
        <KeepData readAll={readAll} keepAll={keepAll} />
      </div>
    </ViewingModal>
  );
}
