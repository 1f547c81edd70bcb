import * as z from "zod/mini";
import {
  ARTIST_REQUEST_MESSAGES,
  ARTIST_REQUEST_NAME_MAX,
  NOTIFICATION_KINDS,
  REMINDER_OFFSETS_MAX,
  REMINDER_OFFSET_MAX,
} from "./constants";
import { id, isoDateTime } from "./common";

export const PUSH_MESSAGES = {
  endpointInvalid: "푸시 구독 주소는 https:// 주소여야 합니다.",
  endpointUnknown: "지원하는 브라우저의 푸시 서비스 주소가 아닙니다.",
  keysInvalid: "푸시 구독 키가 올바르지 않습니다.",
} as const;

export const ALERT_MESSAGES = {
  offsetInvalid: "알림 시점은 0분에서 7일(10080분) 사이여야 합니다.",
  offsetsTooMany: "알림 시점은 5개까지 고를 수 있습니다.",
  offsetsRepeated: "같은 알림 시점이 두 번 들어 있습니다.",
  toggleInvalid: "켜거나 끄는 값(true/false)이어야 합니다.",
  idsInvalid: "읽음 처리할 알림을 고르세요.",
} as const;

export const alertSettings = z.object({
  /** Distinct, at most five; an empty list turns reminders off. */
  reminderOffsets: z
    .array(
      z
        .int({ error: ALERT_MESSAGES.offsetInvalid })
        .check(
          z.minimum(0, { error: ALERT_MESSAGES.offsetInvalid }),
          z.maximum(REMINDER_OFFSET_MAX, { error: ALERT_MESSAGES.offsetInvalid }),
        ),
    )
    .check(
      z.maxLength(REMINDER_OFFSETS_MAX, { error: ALERT_MESSAGES.offsetsTooMany }),
      z.refine((offsets) => new Set(offsets).size === offsets.length, {
        error: ALERT_MESSAGES.offsetsRepeated,
      }),
    ),
  newConcertOfFavoriteArtist: z.boolean({ error: ALERT_MESSAGES.toggleInvalid }),
  concertChanges: z.boolean({ error: ALERT_MESSAGES.toggleInvalid }),
});
export type AlertSettings = z.infer<typeof alertSettings>;

export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** One alert of the inbox (알림함); `url` is the app's page it is about. */
export const notification = z.object({
  id,
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  createdAt: isoDateTime,
  readAt: z.nullable(isoDateTime),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = z.array(notification);

/** `POST /api/notifications/read`: these alerts, or every one. */
export const markReadInput = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({
      ids: z
        .array(id, { error: ALERT_MESSAGES.idsInvalid })
        .check(z.minLength(1, { error: ALERT_MESSAGES.idsInvalid }), z.maxLength(500)),
    }),
  ],
  { error: ALERT_MESSAGES.idsInvalid },
);
export type MarkReadInput = z.infer<typeof markReadInput>;

/** base64url without padding, decoding to `bytes` bytes. */
const base64Url = (bytes: number) =>
  z.string({ error: PUSH_MESSAGES.keysInvalid }).check(
    z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), {
      error: PUSH_MESSAGES.keysInvalid,
    }),
  );

/** The browser's `PushSubscription.toJSON()`: an https endpoint, a P-256 key and a 16-byte secret. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointInvalid }).check(
    z.maxLength(2000, { error: PUSH_MESSAGES.endpointInvalid }),
    // A plain host (letters, digits, dots, hyphens; a port only for an address the server's
    // operator lists), then a path of printable ASCII: nothing two URL parsers read apart.
    z.regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?\/[\x21-\x7e]*$/, {
      error: PUSH_MESSAGES.endpointInvalid,
    }),
  ),
  keys: z.object(
    { p256dh: base64Url(65), auth: base64Url(16) },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointInvalid }).check(z.maxLength(2000)),
});

export const pushPublicKey = z.object({ publicKey: z.string() });

/** Whether the fan is told when the concert gets a 취소표 (resale) round. */
export const resaleWatchStatus = z.object({ watching: z.boolean() });
export type ResaleWatchStatus = z.infer<typeof resaleWatchStatus>;

/**
 * "내한 소식 알려 주세요": a fan asks to be told when an artist of this name comes. One request
 * per fan and name as search compares names (case, spaces and Unicode forms aside).
 */
export const artistRequestInput = z.object({
  name: z.string({ error: ARTIST_REQUEST_MESSAGES.nameRequired }).check(
    z.trim(),
    z.minLength(1, { error: ARTIST_REQUEST_MESSAGES.nameRequired }),
    z.refine((name) => [...name].length <= ARTIST_REQUEST_NAME_MAX, {
      error: ARTIST_REQUEST_MESSAGES.nameTooLong,
    }),
  ),
});
export type ArtistRequestInput = z.infer<typeof artistRequestInput>;
export const artistRequestStatus = z.object({ name: z.string(), requested: z.boolean() });
export type ArtistRequestStatus = z.infer<typeof artistRequestStatus>;

/** The fans' requests for one name, for the admin: how many asked, and when last. */
export const artistRequestGroup = z.object({
  name: z.string(),
  fans: z.number(),
  /** Fans not yet told (no concert of an artist so named since they asked). */
  waiting: z.number(),
  lastRequestedAt: z.string(),
});
export const artistRequestGroupList = z.array(artistRequestGroup);
export type ArtistRequestGroup = z.infer<typeof artistRequestGroup>;
