// Statistics: rule keys, the counting reducer and the view the app mounts (their stored form is in persist/).

export {
  EMPTY_STATS,
  type GameRef,
  type RuleStats,
  reduceStats,
  type StatsEvent,
  type StatsState,
  statsFor,
  winRate,
} from './reducer';
export { formatDuration, type StatisticsRow, statisticsRows } from './rows';
export { describeStatsKey, STATS_KEYS, type StatsKey, statsKeyOf } from './rule-key';
export { StatisticsView, type StatisticsViewProps } from './StatisticsView';
