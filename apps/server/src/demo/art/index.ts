export { posterSvg, type PosterInput } from "./poster";
export { artistSvg, type ArtistInput } from "./artist";
export { estimateWidth, wrapText, fitText, escapeXml, type Genre } from "./util";
