import { type FavoriteStatus, type FavoriteTarget, addresses } from "@naehan/contract";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { SwitchSource } from "../../../lib/use-signed-in-switch";

export type { FavoriteTarget };

/**
 * A favourite as a switch (`useSignedInSwitch`): its status, adding and removing it; the fan's
 * lists of favourites are refreshed after a change.
 */
export const favoriteSwitch = (
  target: FavoriteTarget,
  id: number,
): SwitchSource<FavoriteStatus> => ({
  queryKey: queryKeys.favorites.status(target, id),
  read: (signal) => apiRequest(addresses.checkFavorite, { params: { target, id }, signal }),
  write: (favorite) =>
    apiRequest(favorite ? addresses.addFavorite : addresses.removeFavorite, {
      params: { target, id },
    }),
  isOn: (status) => status.favorite,
  statusOf: (favorite) => ({ favorite }),
  alsoShownIn: queryKeys.favorites.lists,
});
