import { calendarFeed } from "@naehan/contract";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert, buildTicketRound } from "../../test/factories";
import { buildUser } from "../../test/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the calendar feed", () => {
  it("is valid iCalendar with all-day events over the concert's days, venue and ticket link", async () => {
    const user = await buildUser(t);
    const artist = await buildArtist(t.db.db, { name: "Coldplay", krName: "콜드플레이" });
    const multiDay = await buildConcert(t.db.db, {
      artistId: artist.id,
      title: "콜드플레이 내한공연 〈Music of the Spheres〉, 서울; 2027",
      startDate: "2027-04-16",
      endDate: "2027-04-19",
      venueName: "고양종합운동장 주경기장",
      cityName: "고양",
      ticketPlatforms: "NOL 티켓",
      ticketUrl: "https://tickets.interpark.com/",
    });
    const oneDay = await buildConcert(t.db.db, { startDate: "2027-12-31", endDate: "2027-12-31" });
    const notFavourite = await buildConcert(t.db.db);
    for (const id of [multiDay.id, oneDay.id]) {
      await t.request(`/api/favorites/concert/${id}`, { method: "POST", token: user.token });
    }
    await t.request(`/api/favorites/artist/${artist.id}`, { method: "POST", token: user.token });

    const { url } = await expectBody(
      await t.request("/api/favorites/calendar", { token: user.token }),
      calendarFeed,
    );
    const response = await t.request(new URL(url).pathname + new URL(url).search);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Seoul");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([
      `concert-${multiDay.id}@localhost`,
      `concert-${oneDay.id}@localhost`,
    ]);
    expect(events.some((e) => e.uid.includes(String(notFavourite.id)))).toBe(false);

    const [festival, newYear] = events;
    expect(festival!.summary).toBe("콜드플레이 내한공연 〈Music of the Spheres〉, 서울; 2027");
    expect(festival!.startDate.isDate).toBe(true);
    expect(festival!.startDate.toString()).toBe("2027-04-16");
    expect(festival!.endDate.toString()).toBe("2027-04-20");
    expect(festival!.location).toBe("고양종합운동장 주경기장, 고양, 대한민국");
    expect(festival!.description).toContain("콜드플레이 (Coldplay)");
    expect(festival!.description).toContain("예매: NOL 티켓 https://tickets.interpark.com/");
    expect(festival!.description).toContain(`/concert/${multiDay.id}`);
    expect(newYear!.startDate.toString()).toBe("2027-12-31");
    expect(newYear!.endDate.toString()).toBe("2028-01-01");
  });

  it("puts a concert with a start time at that time on each of its days, with its doors in the note", async () => {
    const user = await buildUser(t);
    const twoNights = await buildConcert(t.db.db, {
      startDate: "2027-04-16",
      endDate: "2027-04-17",
      startTime: "19:30",
      doorsTime: "18:30",
    });
    await t.request(`/api/favorites/concert/${twoNights.id}`, {
      method: "POST",
      token: user.token,
    });
    const { url } = await expectBody(
      await t.request("/api/favorites/calendar", { token: user.token }),
      calendarFeed,
    );
    const text = await (await t.request(new URL(url).pathname + new URL(url).search)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(event!.startDate.isDate).toBe(false);
    expect(event!.startDate.toString()).toBe("2027-04-16T19:30:00");
    expect(text).toContain("DTSTART;TZID=Asia/Seoul:20270416T193000");
    expect(event!.endDate.toString()).toBe("2027-04-16T22:00:00");
    expect(event!.description).toContain("입장 시작: 18:30");
    const nights = event!.iterator();
    expect([nights.next()?.toString(), nights.next()?.toString(), nights.next()]).toEqual([
      "2027-04-16T19:30:00",
      "2027-04-17T19:30:00",
      undefined,
    ]);
  });

  it("answers 404 for a missing or unknown key", async () => {
    await expectError(await t.request("/api/favorites/calendar.ics"), 404);
    await expectError(
      await t.request("/api/favorites/calendar.ics?key=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
      404,
    );
  });

  it("adds every round of a favourite concert at its Korean time, with an alarm per reminder", async () => {
    const user = await buildUser(t);
    const concert = await buildConcert(t.db.db, { title: "뮤즈 내한공연 2027" });
    const other = await buildConcert(t.db.db);
    const presale = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      kind: "FANCLUB_PRESALE",
      label: "팬클럽 선예매",
      vendor: "멜론티켓",
      opensAt: new Date("2027-03-05T11:00:00Z"),
      closesAt: new Date("2027-03-06T14:59:00Z"),
      eligibility: ["공식 팬클럽 인증", "1인 2매"],
    });
    const general = await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date("2027-03-10T11:00:00Z"),
      url: null,
    });
    await buildTicketRound(t.db.db, { newConcertId: other.id });
    await t.request(`/api/favorites/concert/${concert.id}`, { method: "POST", token: user.token });

    const { url } = await expectBody(
      await t.request("/api/favorites/calendar", { token: user.token }),
      calendarFeed,
    );
    const text = await (await t.request(new URL(url).pathname + new URL(url).search)).text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Seoul");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((v) => new ICAL.Event(v).uid)).toEqual([
      `concert-${concert.id}@localhost`,
      `ticket-round-${presale.id}@localhost`,
      `ticket-round-${general.id}@localhost`,
    ]);

    const round = events[1]!;
    const start = round.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Asia/Seoul");
    expect(String(start.getFirstValue())).toBe("2027-03-05T20:00:00");
    const event = new ICAL.Event(round);
    expect(event.summary).toBe("[팬클럽 선예매] 뮤즈 내한공연 2027 티켓 오픈");
    expect(event.description).toContain("오픈: 2027.03.05 (금) 20:00");
    expect(event.description).toContain("마감: 2027.03.06 (토) 23:59");
    expect(event.description).toContain("조건: 공식 팬클럽 인증, 1인 2매");
    const alarms = round.getAllSubcomponents("valarm");
    expect(alarms.map((a) => String(a.getFirstPropertyValue("trigger")))).toEqual([
      "-P1D",
      "-PT1H",
      "-PT10M",
    ]);
    expect(alarms.every((a) => a.getFirstPropertyValue("action") === "DISPLAY")).toBe(true);
    expect(events[2]!.getFirstPropertyValue("url")).toBe(`http://localhost/concert/${concert.id}`);
  });

  it("sets the rounds' alarms at the fan's own reminder offsets, one at the opening for 0", async () => {
    const user = await buildUser(t);
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date("2027-03-05T11:00:00Z"),
    });
    await t.request(`/api/favorites/concert/${concert.id}`, { method: "POST", token: user.token });
    await t.request("/api/alerts/settings", {
      method: "PUT",
      token: user.token,
      json: { reminderOffsets: [30, 0], newConcertOfFavoriteArtist: true, concertChanges: true },
    });
    const { url } = await expectBody(
      await t.request("/api/favorites/calendar", { token: user.token }),
      calendarFeed,
    );
    const text = await (await t.request(new URL(url).pathname + new URL(url).search)).text();
    const round = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")[1]!;
    expect(
      round.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
    ).toEqual(["-PT30M", "PT0S"]);
  });
});
