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
      {finishing ? 'Finishing…' : 'Finish'}
    </button>
  );
}
