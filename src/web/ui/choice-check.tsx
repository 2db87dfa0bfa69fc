// A dialog's on-or-off choice: a checkbox with its sentence beside it, as the New game and Settings dialogs draw it.

import type { ComponentChildren } from 'preact';

interface ChoiceCheckProps {
  /** The form name tests and the browser's autofill know the box by, where it has one. */
  readonly name?: string;
  readonly checked: boolean;
  readonly onCheck: (checked: boolean) => void;
  readonly children: ComponentChildren;
}

export function ChoiceCheck({ name, checked, onCheck, children }: ChoiceCheckProps) {
  return (
    <label class="choice">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} />
      <span>{children}</span>
    </label>
  );
}
