import { parseIdText } from "@naehan/contract";

/** A positive integer id from the URL, or null when the URL cannot name anything. */
export const parseRouteId = (raw: string | undefined): number | null => parseIdText(raw);
