import fc from "fast-check";

/**
 * Hostile pieces of text: control and unstorable characters, broken and exotic Unicode, injection
 * fragments. Joined at random into the strings the hostile-input test sends.
 */
export const UNSTORABLE = ["\u0000", "a\u0000b", "\uD800", "x\uDC00y", "\uDBFF\uDBFF"];
const ODD_PIECES = [
  "🎤🔥",
  "👩‍👩‍👧‍👦",
  "🇰🇷",
  "e\u0301\u0301\u0301",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͢",
  "콜드플레이",
  "ㅋㄷㅍㄹㅇ",
  "\u202Eevil",
  "\uFEFF",
  "\u200B",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(1)",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "%00",
  "\\u0000",
  "\\",
  '"',
  "\r\n",
  "\t",
  " ",
  "NaN",
];

/** Text a user may legitimately send: odd, but storable and within every limit once trimmed. */
export const oddText = fc
  .array(fc.oneof(fc.constantFrom(...ODD_PIECES), fc.string({ maxLength: 8 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => `가${parts.join("")}`);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: oddText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...UNSTORABLE).chain((bad) => oddText.map((t) => t + bad)),
  },
  { weight: 1, arbitrary: fc.constantFrom("", "   ", "\n\t") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("가".repeat(10_001), "a".repeat(200_001), "😀".repeat(1_001)),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

/** A value of any JSON type, often not the one expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 1e308, -0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  hostileString,
);

/** A field's value: usually plausible, often hostile; `undefined` leaves the field out. */
export const field = (plausible: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** An object with hostile values for `fields`, sometimes with extra fields. */
export const hostileObject = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, field(v)]))),
      fc.dictionary(
        fc.constantFrom("__proto__", "constructor", "id", "role", "userId", "x"),
        wrongType,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

/** Path segments for ids: valid, absent, negative, zero, fractional, huge, not numbers at all. */
export const hostileIdSegment = (valid: number[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...valid.map(String), "1") },
    {
      weight: 5,
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "1.5",
        "1e3",
        "01",
        "0x10",
        "99999999999",
        "2147483648",
        "2147483647",
        "9999",
        "abc",
        "NaN",
        "Infinity",
        "%00",
        "1%00",
        "%F0%9F%8E%A4",
        "%ED%A0%80",
        "%27%20OR%201%3D1--",
        "%3Cscript%3E",
        "%E0%A4%A",
        "%20",
        "%EF%BC%92",
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: "binary-ascii", maxLength: 12 }).map(encodeURIComponent),
    },
  );

/**
 * Strings that look like ids but are not decimal ids: a body id field sent as one of these is a
 * 422 (a plain decimal string such as "12" is read as the number).
 */
export const NOT_ID_TEXTS = ["01", " 1", "1 ", "1e3", "0x1", "+1", "-1", "1.0", "2147483648", "١"];

/** Query values for limit, cursor, keyword, genre, key and ids. */
export const hostileQueryValue = fc.oneof(
  fc.constantFrom("", "1", "20", "100", "101", "0", "-1", "1.5", "1e2", "99999999999", "abc"),
  fc.constantFrom("djE6MQ", "djE6MDox", "v1:1", "djE6LTE", "=".repeat(100), "POP", "r&b", "ALL"),
  hostileString.filter((s) => s.length < 5_000),
);

export const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/vnd.api+json",
  "application/merge-patch+json",
];
export const NOT_JSON_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/jsonx",
  "text/json",
  "application/xml",
];

export const MALFORMED_JSON = [
  "",
  "{",
  '{"a":',
  "nul",
  '"text"',
  "[1,2]",
  "123",
  "null",
  "{'a':1}",
  '{"a":"\u0000"}',
  '{"a":1,}',
  "\uFEFF{}",
  '{"a":"\\ud800"}',
  "{".repeat(10_000),
];
