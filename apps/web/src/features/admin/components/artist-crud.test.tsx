import type { Artist } from "@naehan/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  jsonResponse,
  renderWithProviders,
  sentJson,
  stubFetch,
  toastTexts,
} from "../../../test/render";
import { ArtistCrud } from "./artist-crud";

const muse: Artist = {
  artistId: 3,
  mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
  name: "Muse",
  krName: "뮤즈",
  aliases: [],
  imgUrl: "/media/muse.webp",
  snsUrl: "https://www.instagram.com/muse/",
  mediaUrl: null,
  ogImageUrl: "/share/artists/1.jpg?v=mus3",
};
beforeEach(() => {});
afterEach(() => vi.restoreAllMocks());

/** The JSON part and the file of a multipart request the form sent. */
async function partsOf(init: RequestInit | undefined) {
  const form = init?.body as FormData;
  const json = JSON.parse(await (form.get("artist") as Blob).text()) as Record<string, unknown>;
  return { json, file: form.get("file") };
}

describe("ArtistCrud", () => {
  it("edits the Korean reading of the artist's songs while the artist is being edited", async () => {
    const readings: Record<number, string | null> = { 11: null, 12: "아이돌" };
    const calls = stubFetch({
      "/api/artists": [muse],
      "/api/admin/artists/3/songs": () =>
        jsonResponse([
          { songId: 12, title: "アイドル", reading: readings[12] },
          { songId: 11, title: "夜に駆ける", reading: readings[11] },
        ]),
      "/api/admin/songs/11": async (init: RequestInit | undefined) => {
        const body = sentJson(init) as { reading: string };
        readings[11] = body.reading;
        return jsonResponse({ songId: 11, title: "夜に駆ける", reading: body.reading });
      },
    });
    renderWithProviders(<ArtistCrud />);
    expect(screen.queryByRole("heading", { name: /곡 한글 표기/ })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Muse 수정" }));
    expect(await screen.findByRole("heading", { name: "곡 한글 표기 · Muse" })).toBeVisible();
    expect(await screen.findByLabelText("アイドル")).toHaveValue("아이돌");
    const reading = screen.getByLabelText("夜に駆ける");
    expect(reading).toHaveValue("");
    await userEvent.type(reading, "밤을 달리다");
    await userEvent.click(screen.getByRole("button", { name: "夜に駆ける 한글 표기 저장" }));
    expect(await screen.findByText("저장했습니다.")).toBeVisible();
    const put = calls.find((c) => c.url === "/api/admin/songs/11");
    expect(put?.init?.method).toBe("PUT");
    expect(sentJson(put?.init)).toEqual({ reading: "밤을 달리다" });
  });

  it("switches to edit mode from the table and back to create mode on cancel", async () => {
    stubFetch({ "/api/artists": [muse] });
    renderWithProviders(<ArtistCrud />);
    await userEvent.click(await screen.findByRole("button", { name: "Muse 수정" }));
    expect(screen.getByRole("heading", { name: "아티스트 수정" })).toBeInTheDocument();
    expect(screen.getByLabelText("이름")).toHaveValue("Muse");
    expect(screen.getByLabelText("MBID")).toHaveValue(muse.mbid);
    expect(screen.getByRole("img", { name: "아티스트 이미지 미리보기" })).toHaveAttribute(
      "src",
      "/media/muse.webp",
    );
    await userEvent.click(screen.getByRole("button", { name: "취소" }));
    expect(screen.getByRole("heading", { name: "새 아티스트 등록" })).toBeInTheDocument();
    expect(screen.getByLabelText("이름")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "취소" })).not.toBeInTheDocument();
  });

  it("saves an edit without a file, so the image is kept, then returns to create mode", async () => {
    let sent = null as Awaited<ReturnType<typeof partsOf>> | null;
    const calls = stubFetch({
      "/api/artists": [muse],
      "/api/admin/artists/3": async (init: RequestInit | undefined) => {
        sent = await partsOf(init);
        return jsonResponse({ ...muse, krName: "뮤즈 (영국)" });
      },
    });
    renderWithProviders(<ArtistCrud />);
    await userEvent.click(await screen.findByRole("button", { name: "Muse 수정" }));
    const krName = screen.getByLabelText("한국어 이름");
    await userEvent.clear(krName);
    await userEvent.type(krName, "뮤즈 (영국)");
    await userEvent.click(screen.getByRole("button", { name: "수정 저장" }));

    expect(await screen.findByText("'Muse' 아티스트를 수정했습니다.")).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/admin/artists/3")?.init?.method).toBe("PUT");
    expect(sent).toEqual({
      json: {
        name: "Muse",
        krName: "뮤즈 (영국)",
        aliases: [],
        mbid: muse.mbid,
        snsUrl: muse.snsUrl,
        mediaUrl: null,
      },
      file: null,
    });
    expect(screen.getByRole("heading", { name: "새 아티스트 등록" })).toBeInTheDocument();
  });

  it("shows the contract's messages before sending anything", async () => {
    const calls = stubFetch({ "/api/artists": [] });
    renderWithProviders(<ArtistCrud />);
    await userEvent.type(await screen.findByLabelText("MBID"), "muse");
    await userEvent.click(screen.getByRole("button", { name: "등록" }));
    expect(await screen.findByText("아티스트 이름을 입력하세요.")).toBeInTheDocument();
    expect(screen.getByText(/MBID는 MusicBrainz ID 형식/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/api/admin"))).toHaveLength(0);
  });

  it("sends a chosen image as the file part and refuses a non-image before sending", async () => {
    let sent = null as Awaited<ReturnType<typeof partsOf>> | null;
    stubFetch({
      "/api/artists": [],
      "/api/admin/artist": async (init: RequestInit | undefined) => {
        sent = await partsOf(init);
        return jsonResponse({ ...muse, artistId: 9, name: "Oasis" }, 201);
      },
    });
    renderWithProviders(<ArtistCrud />);
    const input = await screen.findByLabelText("아티스트 이미지");
    await userEvent.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("JPEG, PNG, WebP, GIF 이미지만");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "oasis.png", {
      type: "image/png",
    });
    await userEvent.upload(input, png);
    await userEvent.type(screen.getByLabelText("이름"), "Oasis");
    await userEvent.click(screen.getByRole("button", { name: "등록" }));
    expect(await screen.findByText("'Oasis' 아티스트를 등록했습니다.")).toBeInTheDocument();
    expect(sent?.json).toMatchObject({ name: "Oasis", mbid: null, krName: null });
    expect((sent?.file as File).name).toBe("oasis.png");
  });

  it("asks before deleting and shows why the server refused", async () => {
    const calls = stubFetch({
      "/api/artists": [muse],
      "/api/admin/artists/3": () =>
        jsonResponse(
          {
            code: "CONFLICT",
            message:
              "등록된 공연 2개가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. 공연을 먼저 삭제하세요.",
          },
          409,
        ),
    });
    renderWithProviders(<ArtistCrud />);
    const row = (await screen.findByText("뮤즈")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "Muse 삭제" }));
    const question = await screen.findByRole("alertdialog", {
      name: "'Muse' 아티스트를 삭제할까요? 지난 공연 기록도 함께 삭제됩니다.",
    });
    await userEvent.click(within(question).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.init?.method === "DELETE")).toBe(false);

    await userEvent.click(within(row).getByRole("button", { name: "Muse 삭제" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "삭제" }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        "등록된 공연 2개가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. 공연을 먼저 삭제하세요.",
      ]),
    );
    expect(calls.filter((c) => c.init?.method === "DELETE")).toHaveLength(1);
  });
});
