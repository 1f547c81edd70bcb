import { type ResaleWatchStatus, addresses } from "@naehan/contract";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { SwitchSource } from "../../../lib/use-signed-in-switch";

/** The fan's 취소표 watch of a concert as a switch (`useSignedInSwitch`). */
export const resaleWatchSwitch = (concertId: number): SwitchSource<ResaleWatchStatus> => ({
  queryKey: queryKeys.alerts.resaleWatch(concertId),
  read: (signal) => apiRequest(addresses.checkResaleWatch, { params: { id: concertId }, signal }),
  write: (watching) =>
    apiRequest(watching ? addresses.watchResale : addresses.unwatchResale, {
      params: { id: concertId },
    }),
  isOn: (status) => status.watching,
  statusOf: (watching) => ({ watching }),
});
