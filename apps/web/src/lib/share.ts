import { linkDialog, toast } from "./feedback";

/** What a page offers to share: its title, a line such as its date, and its path in the app. */
export interface ShareTarget {
  title: string;
  text: string;
  path: string;
}

/**
 * The address others can open: on the site's public origin, which the server names in the page's
 * canonical link (PUBLIC_URL when set), else on the origin this page came from.
 */
export function absoluteUrl(path: string): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(path, canonical || window.location.origin).toString();
}

/**
 * The phone's share sheet where there is one; elsewhere the link is copied (and a toast says so),
 * or, where the clipboard is not allowed, shown selected in a dialog to copy by hand.
 */
export async function share({ title, text, path }: ShareTarget): Promise<void> {
  const url = absoluteUrl(path);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text: `${title}\n${text}`, url });
      return;
    } catch (error) {
      // The fan closed the sheet; anything else (not allowed here) falls back to the link.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast("링크를 복사했어요.");
  } catch {
    await linkDialog(
      "링크 공유",
      "이 기기에서는 링크를 자동으로 복사할 수 없어요. 아래 링크를 길게 눌러 복사해 주세요.",
      url,
    );
  }
}
