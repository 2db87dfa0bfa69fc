// The small bar under the controls: statistics, the game's review, keys, the rules and examples pages, and Install when offered.

import { InstallButton } from './install';
import './more-bar.css';

export interface MoreBarProps {
  readonly onStatistics: () => void;
  readonly onKeys: () => void;
  /** Reviews the game so far: which move lost the win. */
  readonly onReview: () => void;
}

export function MoreBar({ onStatistics, onKeys, onReview }: MoreBarProps) {
  return (
    <nav class="more-bar" aria-label="More">
      <button type="button" class="more" onClick={onStatistics}>
        Statistics
      </button>
      <button type="button" class="more" onClick={onReview} data-review-open>
        Review
      </button>
      <button type="button" class="more" onClick={onKeys} aria-keyshortcuts="?">
        Keys
      </button>
      <a class="more" href="./rules.html">
        Rules
      </a>
      <a class="more" href="./examples.html">
        Examples
      </a>
      <InstallButton />
    </nav>
  );
}
