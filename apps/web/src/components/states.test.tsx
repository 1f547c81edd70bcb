import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InvalidDataError } from "../lib/api-client";
import { EmptyState, ErrorState, LoadingState } from "./states";

describe("shared states", () => {
  it("announces loading", () => {
    render(<LoadingState />);
    expect(screen.getByRole("status")).toHaveTextContent("불러오는 중");
  });

  it("shows the screen's error text with a retry button that calls back", () => {
    const retry = vi.fn();
    render(<ErrorState message="Failed to load concert data." onRetry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load concert data.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says the data was malformed when the answer broke the contract", () => {
    render(<ErrorState error={new InvalidDataError([])} message="Failed to load artist data." />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Invalid data format received from server.",
    );
  });

  it("shows an empty message", () => {
    render(<EmptyState>콘서트 정보가 없습니다.</EmptyState>);
    expect(screen.getByText("콘서트 정보가 없습니다.")).toBeInTheDocument();
  });
});
