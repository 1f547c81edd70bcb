import { Suspense, lazy } from "react";
import { useFeedback } from "../../lib/feedback-store";
import { Toasts } from "./toasts";

// Loaded the first time something is asked: most visits never see a dialog.
const DialogFlow = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.DialogFlow })),
);

/** The app's toasts, and its one dialog at a time. */
export function FeedbackHost() {
  const { dialog } = useFeedback();
  return (
    <>
      <Toasts base />
      {dialog && (
        <Suspense fallback={null}>
          <DialogFlow key={dialog.id} dialog={dialog} />
        </Suspense>
      )}
    </>
  );
}
