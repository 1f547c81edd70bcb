import type { Page } from "@playwright/test";

/** Accepts every alert and confirm from now on, recording their texts in order. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
