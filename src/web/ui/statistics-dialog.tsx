// The Statistics dialog: the counts per rule set and option, with a reset that asks first.

import { localDate } from '../daily/calendar';
import { StatisticsView, type StatsState } from '../stats/index';
import { ViewingModal } from './modal';
import './statistics.css';

export interface StatisticsDialogProps {
  readonly stats: StatsState;
  readonly onReset: () => void;
  readonly onClose: () => void;
}

export function StatisticsDialog({ stats, onReset, onClose }: StatisticsDialogProps) {
  return (
    <ViewingModal title="Statistics" onClose={onClose} className="statistics-dialog">
      <StatisticsView stats={stats} today={localDate(new Date())} onReset={onReset} />
    </ViewingModal>
  );
}
