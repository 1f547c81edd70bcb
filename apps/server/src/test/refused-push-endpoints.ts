/**
 * Endpoints no push subscription may have (H1 of the 2026-11-27 review): hosts the WHATWG and the
 * legacy URL parser read apart, user info, ports other than 443, letters the parser folds, IP
 * literals and look-alikes of the listed hosts. Refused by the API and by the server's own parse.
 */
export const REFUSED_PUSH_ENDPOINTS = [
  "https://127.0.0.1;.fcm.googleapis.com/x",
  "https://127.0.0.1%3B.fcm.googleapis.com/x",
  "https://127.0.0.1'.fcm.googleapis.com/x",
  "https://127.0.0.1{.fcm.googleapis.com/x",
  "https://127.0.0.1`.fcm.googleapis.com/x",
  "https://localhost;.push.apple.com/x",
  "https://user:pw@fcm.googleapis.com/x",
  "https://user@fcm.googleapis.com/x",
  "https://evil.example\\@fcm.googleapis.com/x",
  "https://fcm.googleapis.com:1/x",
  "https://fcm.googleapis.com:8443/x",
  "https://ｆｃｍ.googleapis.com/x",
  "https://fcm.googleapis.com./x",
  "https://fcm.googleapis.com.evil.example/x",
  "https://evilfcm.googleapis.com.example/x",
  "https://127.0.0.1/x",
  "https://2130706433/x",
  "https://[::1]/x",
];
