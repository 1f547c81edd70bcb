import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { AdminPage } from "./admin-page";

describe("내한 요청", () => {
  it("is an admin tab listing each requested name with how many fans wait", async () => {
    stubFetch({
      "/api/artists": [],
      "/api/admin/artist-requests": [
        { name: "테일러 스위프트", fans: 3, waiting: 3, lastRequestedAt: "2027-03-01T03:00:00Z" },
        { name: "Olivia Rodrigo", fans: 2, waiting: 1, lastRequestedAt: "2027-02-27T11:30:00Z" },
      ],
    });
    const { router } = renderWithProviders(<AdminPage />, { path: "/admin?tab=requests" });
    expect(
      await screen.findByRole("tab", { name: "내한 요청", selected: true }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "테일러 스위프트3명2027.03.01 12:00",
      "Olivia Rodrigo1명 (알림 보냄 1)2027.02.27 20:30",
    ]);
    expect(screen.getByText("2개 이름")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=requests");
  });

  it("says when no fan has asked yet", async () => {
    stubFetch({ "/api/artists": [], "/api/admin/artist-requests": [] });
    renderWithProviders(<AdminPage />, { path: "/admin?tab=requests" });
    expect(await screen.findByText("아직 들어온 내한 요청이 없습니다.")).toBeInTheDocument();
  });
});
