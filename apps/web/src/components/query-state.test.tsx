import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError, InvalidDataError } from "../lib/api-client";
import { renderWithProviders } from "../test/render";
import { QueryState } from "./query-state";
import { STATE_TEXTS } from "./state-texts";

/** A list whose answers are given in turn: an error to throw, or the items. */
function List({ answers }: { answers: (string[] | Error)[] }) {
  const query = useQuery({
    queryKey: ["list"],
    queryFn: () => {
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return Promise.resolve(answer);
    },
  });
  return (
    <QueryState
      query={query}
      texts={{ ...STATE_TEXTS.articles, loginRequired: "Login required" }}
      isEmpty={(items) => items.length === 0}
    >
      {(items) => <p>{items.join(", ")}</p>}
    </QueryState>
  );
}

describe("QueryState", () => {
  it("says it is loading in the screen's words, then shows the data", async () => {
    renderWithProviders(<List answers={[["첫 글", "둘째 글"]]} />);
    // Announced as a status (the app's toasts are one too).
    expect(screen.getByText("Loading articles...").closest("[role='status']")).toBeInTheDocument();
    expect(await screen.findByText("첫 글, 둘째 글")).toBeInTheDocument();
  });

  it("shows the failure with a retry that asks again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<List answers={[new ApiError(500, "INTERNAL", "오류"), ["다시 온 글"]]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load articles. Please try again later.",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("다시 온 글")).toBeInTheDocument();
  });

  it.each([
    [new ApiError(404, "NOT_FOUND", "없음"), "게시글을 찾을 수 없습니다."],
    [new ApiError(401, "UNAUTHORIZED", "로그인"), "Login required"],
    [new InvalidDataError([]), "Invalid data format received from server."],
  ])("tells %s apart: %s", async (error, text) => {
    renderWithProviders(<List answers={[error]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("says the list is empty", async () => {
    renderWithProviders(<List answers={[[]]} />);
    expect(await screen.findByText("No articles available.")).toBeInTheDocument();
  });
});
