// The deal of the day one tap away: a button in the header, and one in the Won dialog, each with its date and streak.

import { type DailyOffer, streakWords } from '../daily/offer';
import './daily-button.css';

const CALENDAR = 'M4 5h12v11H4zM4 8.5h12M7.5 3v3.5M12.5 3v3.5';

/** The header's button: "Daily" with the date and the streak (its count alone on a phone), said in words too. */
export function HeaderDaily({ offer, onPlay }: { readonly offer: DailyOffer; readonly onPlay: () => void }) {
  const said = `Deal of the day for ${offer.date}, ${streakWords(offer.streak)}${offer.onTable ? ', on the table' : ''}`;
  return (
    <button
      type="button"
      // The header's button look (settings-button), with its own words beside the icon.
      class={`settings-button daily-button ${offer.onTable ? 'on-table' : ''}`}
      onClick={onPlay}
      title={said}
      aria-describedby="daily-note"
      data-daily={offer.date}
    >
      <svg class="control-icon" viewBox="0 0 20 20" aria-hidden="true">
        <path d={CALENDAR} />
      </svg>
      <span class="daily-word">Daily</span>
      {/* On a wide header the date and the streak in words; on a phone's, the streak's count alone. */}
      <span class="daily-detail">{`${offer.date} · ${offer.streak > 0 ? `streak ${offer.streak}` : 'no streak yet'}`}</span>
      {offer.streak > 0 && <span class="daily-streak">{offer.streak}</span>}
      <span id="daily-note" hidden>
        {said}
      </span>
    </button>
  );
}

/** In the Won dialog: today's deal to play next, or, when it was the game just won, its date and streak. */
export function WonDaily({ offer, onPlay }: { readonly offer: DailyOffer; readonly onPlay: () => void }) {
  if (offer.onTable) {
    return (
      <p class="won-daily" data-daily={offer.date}>
        {`Deal of the day for ${offer.date} won: ${streakWords(offer.streak)}.`}
      </p>
    );
  }
  return (
    <button type="button" class="replay-button won-daily" onClick={onPlay} data-daily={offer.date}>
      {`Play the deal of the day (${offer.date}, ${streakWords(offer.streak)})`}
    </button>
  );
}
