import { Suspense, lazy, useEffect, useEffectEvent, useRef } from "react";
import { useFeedback } from "../../lib/feedback";
import { useHistoryOverlay } from "../../lib/use-history-overlay";
import { Toasts } from "./toasts";

// Loaded the first time something is asked: most visits never see a dialog.
const FeedbackDialog = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The app's toasts and its one dialog at a time. A dialog is a history entry of its own, so the
 * phone's back button closes it (as "no"); an answer goes back over that entry, and the question
 * is settled once the page is where it was before it was asked.
 */
export function FeedbackHost() {
  const { dialog } = useFeedback();
  const overlay = useHistoryOverlay("dialog");
  const reply = useRef(false);
  const entered = useRef(false);
  const open = useEffectEvent(() => overlay.show());

  useEffect(() => {
    if (!dialog) return;
    if (overlay.open) {
      entered.current = true;
    } else if (entered.current) {
      entered.current = false;
      dialog.answer(reply.current);
      reply.current = false;
    } else {
      open();
    }
  }, [dialog, overlay.open]);

  const answer = (ok: boolean) => {
    reply.current = ok;
    overlay.hide();
  };

  return (
    <>
      <Toasts base />
      {dialog && overlay.open && (
        <Suspense fallback={null}>
          <FeedbackDialog dialog={dialog} onAnswer={answer} />
        </Suspense>
      )}
    </>
  );
}
