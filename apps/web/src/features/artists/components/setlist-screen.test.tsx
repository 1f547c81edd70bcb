import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
import { coldplay, pastConcertFixture, setlistEntry } from "../testing/fixtures";
import { SetlistScreen } from "./setlist-screen";

const show = pastConcertFixture(1, {
  pastConcertId: 38,
  date: [2025, 4, 19],
  venueName: "Goyang Stadium",
  cityName: "Goyang",
  city: "Goyang",
  setlistUrl:
    "https://www.setlist.fm/setlist/coldplay/2025/goyang-stadium-goyang-south-korea-1.html",
  setlists: [
    setlistEntry(1, "Music of the Spheres", { tape: true }),
    setlistEntry(2, "Higher Power"),
    setlistEntry(3, "My Universe", { with: "Jin" }),
    setlistEntry(4, "The Astronaut", { cover: "Jin", info: "Acoustic" }),
    setlistEntry(5, "Fix You", { encore: 1 }),
    setlistEntry(6, "Higher Power", { encore: 2, info: "Reprise" }),
  ],
});

function render(body: unknown, status = 200) {
  stubFetch({
    "/api/artists/7": coldplay,
    "/api/artists/7/past-concerts/38": () => jsonResponse(body, status),
  });
  renderWithProviders(<SetlistScreen artistId={7} pastConcertId={38} />);
}

describe("SetlistScreen", () => {
  it("shows the artist, where and when, and the songs in order with the encores marked", async () => {
    render(show);
    expect(await screen.findByRole("heading", { level: 1, name: "고양종합운동장" })).toBeVisible();
    expect(screen.getByText("2025.04.19 (토)")).toBeInTheDocument();
    expect(screen.getByText("고양")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /콜드플레이/ })).toHaveAttribute(
      "href",
      "/artist/7",
    );

    const [main, encore, second] = screen.getAllByRole("list");
    expect(
      within(main!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "–Music of the Spheres테이프",
      "1Higher Power",
      "2My Universewith Jin",
      "3The AstronautJin 커버 · Acoustic",
    ]);
    expect(screen.getByRole("heading", { name: "앙코르" })).toBeInTheDocument();
    expect(within(encore!).getByRole("listitem")).toHaveTextContent("4Fix You");
    expect(screen.getByRole("heading", { name: "앙코르 2" })).toBeInTheDocument();
    expect(within(second!).getByRole("listitem")).toHaveTextContent("5Higher PowerReprise");

    expect(screen.getByRole("link", { name: "setlist.fm" })).toHaveAttribute(
      "href",
      show.setlistUrl,
    );
  });

  it("marks a Korea show 내한 with its Korean venue and city, setlist.fm's names kept below", async () => {
    render({
      ...show,
      venueName: "Songdo Moonlight Festival Park",
      cityName: "Incheon",
      city: "Incheon",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "송도달빛축제공원" }),
    ).toBeVisible();
    expect(screen.getByText("내한")).toBeVisible();
    expect(screen.getByText("인천")).toBeVisible();
    expect(screen.getByText("Songdo Moonlight Festival Park, Incheon")).toBeVisible();
  });

  it("shows a Japanese title's Korean reading beside it", async () => {
    render({
      ...show,
      setlists: [
        {
          ...setlistEntry(1, "夜に駆ける"),
          song: { songId: 1, title: "夜に駆ける", reading: "밤을 달리다" },
        },
        setlistEntry(2, "UNDEAD"),
      ],
    });
    const [main] = await screen.findAllByRole("list");
    expect(
      within(main!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1夜に駆ける 밤을 달리다", "2UNDEAD"]);
  });

  it("leaves a show abroad unmarked and in setlist.fm's names", async () => {
    render({
      ...show,
      venueName: "Tokyo Dome",
      cityName: "Tokyo",
      city: "Tokyo",
      country: "Japan",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Tokyo Dome" })).toBeVisible();
    expect(screen.getByText("Tokyo, Japan")).toBeVisible();
    expect(screen.queryByText("내한")).toBeNull();
  });

  it("says an empty setlist is not updated yet and points to the artist on setlist.fm", async () => {
    render({ ...show, setlists: [], setlistUrl: null });
    expect(await screen.findByText("아직 업데이트되지 않았어요")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "setlist.fm에서 찾아보기" })).toHaveAttribute(
      "href",
      "https://www.setlist.fm/search?query=Coldplay",
    );
    expect(screen.queryByRole("link", { name: "setlist.fm" })).toBeNull();
  });

  it("links the setlist.fm page itself when it is known", async () => {
    render({ ...show, setlists: [] });
    expect(await screen.findByRole("link", { name: "setlist.fm에서 보기" })).toHaveAttribute(
      "href",
      show.setlistUrl,
    );
  });

  it("shows the spec's texts when the setlist is missing or fails to load", async () => {
    render({ code: "NOT_FOUND", message: "지난 공연을 찾을 수 없습니다." }, 404);
    expect(await screen.findByText("No setlist available.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "지난 공연 목록" })).toHaveAttribute(
      "href",
      "/past-concerts/7",
    );
  });

  it("shows Failed to load setlist. on a server error", async () => {
    render({ code: "INTERNAL", message: "x" }, 500);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load setlist.");
  });
});
