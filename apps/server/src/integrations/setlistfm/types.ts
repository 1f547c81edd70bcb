/**
 * The JSON that setlist.fm's REST API 1.0 answers (https://api.setlist.fm/docs/1.0/). Old records
 * sometimes carry a single object where the docs promise an array, and most fields can be missing,
 * so everything beyond the ids is optional here and the mapping tolerates both forms.
 */
export type OneOrMany<T> = T | T[];

export interface SetlistFmArtistRef {
  mbid?: string;
  tmid?: number;
  name?: string;
  sortName?: string;
  disambiguation?: string;
  url?: string;
}

export interface SetlistFmSong {
  name?: string;
  with?: SetlistFmArtistRef;
  cover?: SetlistFmArtistRef;
  info?: string;
  tape?: boolean;
}

export interface SetlistFmSet {
  name?: string;
  encore?: number;
  song?: OneOrMany<SetlistFmSong>;
}

export interface SetlistFmSetlist {
  id: string;
  versionId?: string;
  eventDate?: string;
  lastUpdated?: string;
  artist?: SetlistFmArtistRef;
  venue?: {
    id?: string;
    name?: string;
    url?: string;
    city?: {
      id?: string;
      name?: string;
      state?: string;
      stateCode?: string;
      coords?: { lat?: number | string; long?: number | string };
      country?: { code?: string; name?: string };
    };
  };
  tour?: { name?: string };
  sets?: { set?: OneOrMany<SetlistFmSet> } | "";
  info?: string;
  url?: string;
}

/** One page of `GET /artist/{mbid}/setlists?p=N`. */
export interface SetlistFmPage {
  type?: string;
  itemsPerPage: number;
  page: number;
  total: number;
  setlist?: OneOrMany<SetlistFmSetlist>;
}
