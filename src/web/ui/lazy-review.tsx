// Loads the review dialog and its solver only when a player asks for a review, so the table's first load stays small.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { SOLVER_WORDS } from '../core/words';
import type { ReviewDialogProps } from './review-dialog';

let loaded: ComponentType<ReviewDialogProps> | null = null;

export function LazyReview(props: ReviewDialogProps) {
  const [Dialog, setDialog] = useState<ComponentType<ReviewDialogProps> | null>(() => loaded);
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    if (Dialog !== null) return;
    import('./review-dialog')
      .then((module) => {
        loaded = module.ReviewDialog;
        setDialog(() => module.ReviewDialog);
      })
      .catch(() => setProblem(true));
  }, [Dialog]);
  if (problem) {
    return (
      <p class="review-load-problem" role="alert">
        {SOLVER_WORDS.reviewNotLoaded}
      </p>
    );
  }
  return Dialog === null ? null : <Dialog {...props} />;
}
