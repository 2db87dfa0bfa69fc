// A modal dialog on the native <dialog>: focus moves in, Escape closes, the page behind is inert.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

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
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} class={`modal ${className ?? ''}`} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </dialog>
  );
}
