import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CollapsibleList } from "./collapsible-list";

const items = ["하나", "둘", "셋", "넷", "다섯"];

describe("CollapsibleList", () => {
  it("shows the first items, all of them when expanded, and collapses again", () => {
    render(
      <CollapsibleList
        items={items}
        collapsed={2}
        label="목록"
        getKey={(i) => i}
        renderItem={(i) => i}
      />,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["하나", "둘"]);
    fireEvent.click(screen.getByRole("button", { name: "목록 더보기 (3개 더)" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "목록 접기" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("has no toggle when everything already shows", () => {
    render(
      <CollapsibleList
        items={items.slice(0, 2)}
        collapsed={2}
        label="목록"
        getKey={(i) => i}
        renderItem={(i) => i}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
