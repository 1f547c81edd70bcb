import { afterEach, describe, expect, it } from "vitest";
import { calendarFeedQueryOptions } from "../features/favorites/api/calendar-feed";
import { favoritesQueryOptions } from "../features/favorites/api/get-favorites";
import { sessionStore } from "../lib/session";
import { tokenFor } from "../test/tokens";
import { queryClient } from "./query-client";

/** Finding 4: nothing of one fan's survives in the tab for the next one. */
afterEach(() => {
  sessionStore.clear();
  queryClient.clear();
});

const signInAs = (id: number) =>
  sessionStore.signIn({ token: tokenFor(id), refreshToken: `r${id}`, nickname: `팬${id}` });

function cacheAliceData() {
  queryClient.setQueryData(calendarFeedQueryOptions().queryKey, {
    url: "https://naehan.example/api/favorites/calendar.ics?key=alice",
  });
  queryClient.setQueryData(favoritesQueryOptions().queryKey, []);
}

describe("the query cache across sessions", () => {
  it("is emptied on logout", () => {
    signInAs(7);
    cacheAliceData();
    sessionStore.clear();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("is emptied when someone else logs in", () => {
    signInAs(7);
    cacheAliceData();
    signInAs(8);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("is kept when the same fan's token is refreshed", () => {
    signInAs(7);
    cacheAliceData();
    sessionStore.setTokens({ token: tokenFor(7), refreshToken: "r7b" });
    expect(queryClient.getQueryData(calendarFeedQueryOptions().queryKey)).toBeDefined();
  });

  it("keys what belongs to a fan by the fan", () => {
    signInAs(7);
    const alice = [calendarFeedQueryOptions().queryKey, favoritesQueryOptions().queryKey];
    signInAs(8);
    const bob = [calendarFeedQueryOptions().queryKey, favoritesQueryOptions().queryKey];
    expect(bob).not.toEqual(alice);
  });
});
