import { SERVER_STATE_ID } from "@naehan/contract";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** A page the server rendered ten minutes ago (kept in its cache since), as the browser gets it. */
function renderedPage(dataUpdatedAt: number) {
  const state = {
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ["concerts", "detail", 7],
          queryHash: '["concerts","detail",7]',
          state: {
            data: { title: "공연" },
            dataUpdateCount: 1,
            dataUpdatedAt,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: "success",
            fetchStatus: "idle",
          },
        },
        {
          queryKey: ["concerts", "detail", 8],
          queryHash: '["concerts","detail",8]',
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error: { name: "ApiError", status: 404, code: "NOT_FOUND", message: "없음" },
            errorUpdateCount: 1,
            errorUpdatedAt: dataUpdatedAt,
            fetchFailureCount: 1,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: "error",
            fetchStatus: "idle",
          },
        },
      ],
    },
    router: { loaderData: {}, actionData: null, errors: null },
  };
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

describe("a server-rendered page taken over by the browser", () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps its data fresh as of now, and its not-found as the error it was", async () => {
    renderedPage(Date.now() - 10 * 60_000);
    const queryClient = createQueryClient();
    const { serverRendered } = await createAppRouter(queryClient);
    expect(serverRendered).toBe(true);
    const found = queryClient.getQueryCache().find({ queryKey: ["concerts", "detail", 7] });
    expect(found?.state.data).toEqual({ title: "공연" });
    expect(Date.now() - (found?.state.dataUpdatedAt ?? 0)).toBeLessThan(5_000);
    expect(found?.isStaleByTime(30_000)).toBe(false);
    const missing = queryClient.getQueryCache().find({ queryKey: ["concerts", "detail", 8] });
    expect(missing?.state.error).toBeInstanceOf(ApiError);
    expect(missing?.state.error).toMatchObject({ status: 404, message: "없음" });
    expect(queryClient.getQueryDefaults(["concerts", "detail", 8]).retryOnMount).toBe(false);
  });
});
