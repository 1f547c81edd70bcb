/** Concert posters: genre palette + genre artwork + one of several type layouts, all picked from the seed. */
import { ART, FRAMES, H, LAYOUTS, W, type Ctx, type PosterInput } from "./frames";
import { PALETTES } from "./palettes";
import { grainDef } from "./shapes";
import { NAME_STYLE } from "./type";
import { FONT_FAMILY, createRng, escapeXml, idPrefix, mix } from "./util";

export type { PosterInput } from "./frames";

export function posterSvg(input: PosterInput): string {
  const rng = createRng(`${input.seed}|${input.genre}|poster`);
  const p = rng.pick(PALETTES[input.genre]);
  const c: Ctx = {
    input,
    p,
    rng,
    id: idPrefix(input.seed + "p"),
    defs: [],
    st: NAME_STYLE[input.genre],
    art: rng.pick(ART[input.genre]),
    soft: mix(p.ink, p.bg, 0.3),
    year: /\d{4}/.exec(input.dateText)?.[0] ?? "",
  };
  const frame = rng.pick(FRAMES[input.genre]);
  const body = LAYOUTS[frame](c);
  const grain =
    input.genre === "ROCK" || (input.genre !== "JPOP" && input.genre !== "POP" && rng.chance(0.5));
  const grainSvg = grain
    ? `<rect width="${W}" height="${H}" filter="url(#${grainDef(c.id, c.defs, p.dark)})" opacity="${p.dark ? ".22" : ".3"}"/>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT_FAMILY}" data-frame="${frame}">` +
    `<title>${escapeXml(`${input.artistName} · ${input.title}`)}</title>` +
    `<defs>${c.defs.join("")}</defs><rect width="${W}" height="${H}" fill="${p.bg}"/>${body}${grainSvg}</svg>`
  );
}
