// The Finish button: offered once foundation moves alone win, in the place of "Can I still win?" (the answer is yes).

export interface FinishButtonProps {
  readonly finishing: boolean;
  readonly onFinish: () => void;
}

export function FinishButton({ finishing, onFinish }: FinishButtonProps) {
  return (
    // It keeps "Can I still win?"'s class, so the control bar keeps its six columns and the table does not move.
    <button
      type="button"
      class="control can-win finish primary"
      onClick={onFinish}
      aria-disabled={finishing}
      title="Foundation moves alone win from here: play them"
      data-finish=""
    >
      <svg class="control-icon" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M3 5l6 5-6 5zM10 5l6 5-6 5z" />
      </svg>
      {finishing ? 'Finishing…' : 'Finish'}
    </button>
  );
}
