// The Statistics dialog: the counts per rule set and option, with a reset that asks first.

import { localDate } from '../core/calendar';
import { StatisticsView, type StatsState } from '../stats/index';
import { ViewingModal } from './modal';
import './statistics.css';

export interface StatisticsDialogProps {
  readonly stats: StatsState;
  readonly onReset: () => void;
  readonly onYourGames: () => void;
  readonly onClose: () => void;
}

export function StatisticsDialog({ stats, onReset, onYourGames, onClose }: StatisticsDialogProps) {
  return (
    <ViewingModal title="Statistics" onClose={onClose} className="statistics-dialog">
      <StatisticsView stats={stats} today={localDate(new Date())} onReset={onReset} onYourGames={onYourGames} />
    </ViewingModal>
  );
}
