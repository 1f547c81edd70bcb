/**
 * Renders a share card and its missing-glyph twin into two files, in a process of its own so a test
 * can give it a fontconfig (FONTCONFIG_FILE) that holds only the font the app ships.
 * Usage: node --import tsx render-share-card.ts <card.json> <out.jpg> <boxes.jpg>
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderShareCard } from "../modules/share-cards/share-card";
import type { ShareCard } from "../modules/share-cards/share-card-url";

const [cardFile, out, boxes] = process.argv.slice(2);
if (!cardFile || !out || !boxes) throw new Error("usage: <card.json> <out.jpg> <boxes.jpg>");
const card = JSON.parse(readFileSync(cardFile, "utf8")) as ShareCard;
writeFileSync(out, await renderShareCard(card));
writeFileSync(boxes, await renderShareCard(card, { missingGlyphs: true }));
