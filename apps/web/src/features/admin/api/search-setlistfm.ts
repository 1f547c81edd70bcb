import { addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** setlist.fm's artists of a name, for the MBID of an artist being added (asked on a tap). */
export const useSearchSetlistFm = () =>
  useMutation({
    mutationFn: (name: string) => apiRequest(addresses.searchSetlistFmArtists, { query: { name } }),
  });
