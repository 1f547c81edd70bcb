import type { TicketRound, TicketRoundFormValues } from "@naehan/contract";

/** `2027-03-05T20:00:00+09:00` → `2027-03-05T20:00`, what a datetime-local input holds (in KST). */
export const toDateTimeInput = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

/** The round form's starting values: the round's own when editing, else a general sale. */
export function roundFormValues(round: TicketRound | null): TicketRoundFormValues {
  return {
    kind: round?.kind ?? "GENERAL",
    label: round?.label ?? "",
    vendor: round?.vendor ?? "",
    opensAt: toDateTimeInput(round?.opensAt ?? null),
    closesAt: toDateTimeInput(round?.closesAt ?? null),
    url: round?.url ?? "",
    eligibility: round?.eligibility ?? [],
    note: round?.note ?? "",
  };
}
