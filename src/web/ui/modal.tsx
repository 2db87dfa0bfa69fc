// A modal dialog on the native <dialog>: focus moves in, Escape closes, the page behind is inert; its Close-only form and a form's end.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import './modal.css';

export interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly className?: string;
  readonly children: ComponentChildren;
}

export function Modal({ title, onClose, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A click on the backdrop lands on the dialog element outside its box: it closes, as Escape does.
    const backdrop = (event: MouseEvent) => {
      const box = dialog.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === dialog && outside) close.current();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('click', backdrop);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('click', backdrop);
      if (dialog.open) dialog.close();
      // The focus goes back to the table's tab stop, where the arrow keys work: left alone it falls to the page's
      // body (or the button that opened the dialog), where they do nothing. A dialog or the introduction's callout
      // shown in this one's place keeps it.
      const active = document.activeElement;
      const taken =
        active !== null && !dialog.contains(active) && active.closest('[data-intro], dialog[open]') !== null;
      if (!taken && document.querySelector('dialog[open]') === null) {
        document.querySelector<HTMLElement>('[data-place][tabindex="0"]')?.focus();
      }
    };
  }, []);
  return (
    <dialog ref={ref} class={`modal ${className ?? ''}`} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </dialog>
  );
}

/** A dialog with one button that closes it, after its content: keys, a pile, statistics ("Close"), settings ("Done"). */
export function ViewingModal({
  title,
  onClose,
  className,
  children,
  closeLabel = 'Close',
}: ModalProps & { readonly closeLabel?: string }) {
  return (
    <Modal title={title} onClose={onClose} className={className}>
      {children}
      <div class="dialog-buttons">
        <button type="button" class="primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The end of a dialog's form: what is wrong with it, if anything (announced at once), then any extra buttons,
 * Cancel, and the submit button that does the form's work.
 */
export function FormEnd({
  problem,
  onCancel,
  submitLabel,
  children,
}: {
  readonly problem: string | null;
  readonly onCancel: () => void;
  readonly submitLabel: string;
  readonly children?: ComponentChildren;
}) {
  return (
    <>
      {problem !== null && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
      <div class="dialog-buttons">
        {children}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" class="primary">
          {submitLabel}
        </button>
      </div>
    </>
  );
}
