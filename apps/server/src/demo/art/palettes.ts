import type { Genre } from "./util";

/** bg: ground colour, ink: text on bg, a1..a3: artwork colours (a1 strongest). dark: bg is dark. */
export interface Palette {
  bg: string;
  ink: string;
  a1: string;
  a2: string;
  a3: string;
  dark: boolean;
}

const p = (bg: string, ink: string, a1: string, a2: string, a3: string, dark = false): Palette => ({
  bg,
  ink,
  a1,
  a2,
  a3,
  dark,
});

export const PALETTES: Record<Genre, readonly Palette[]> = {
  POP: [
    p("#FFF4EC", "#1E1424", "#FF4F8B", "#FFAA3B", "#7B5CFF"),
    p("#EEF5FF", "#101A33", "#2E6BFF", "#FF6FB5", "#FFD84D"),
    p("#FFF0F4", "#2A0F1A", "#FF3B5C", "#FF9A3C", "#FFC2D4"),
    p("#F4F0FF", "#1B1433", "#8A5CFF", "#3DD6C6", "#FF7AC6"),
    p("#FFFAE8", "#1F1A10", "#FF6B3D", "#1FC5A5", "#FFC83D"),
    p("#1D1038", "#FFFFFF", "#FF4FA3", "#6E7BFF", "#FFC857", true),
  ],
  ROCK: [
    p("#0E0E0E", "#F4F1EA", "#E8202A", "#F4F1EA", "#3A3A3A", true),
    p("#EFEAE0", "#111111", "#D7261E", "#111111", "#9A9385"),
    p("#111111", "#FFFFFF", "#FFD400", "#FFFFFF", "#2E2E2E", true),
    p("#0B1826", "#EDEDED", "#FF5A1F", "#EDEDED", "#1E3550", true),
    p("#E8E5DE", "#0A0A0A", "#1F3DFF", "#0A0A0A", "#9A968C"),
  ],
  HIPHOP: [
    p("#FFD400", "#111111", "#111111", "#FF4B1F", "#FFFFFF"),
    p("#151515", "#FFFFFF", "#B6FF3B", "#FF3DA6", "#333333", true),
    p("#F2EFE8", "#111111", "#FF5A00", "#1E4DFF", "#111111"),
    p("#2B1B5A", "#FFFFFF", "#FFC400", "#00D1FF", "#FF4D6D", true),
    p("#0F3D2E", "#F5F5F0", "#F5F5F0", "#FFB000", "#E63946", true),
  ],
  "R&B": [
    p("#170F2E", "#F6E9E4", "#FF8A5B", "#7A3E8E", "#35205E", true),
    p("#0D1B2A", "#EAE4DA", "#E0B589", "#415A77", "#1F3350", true),
    p("#260C1B", "#F7E3DC", "#FF7E6B", "#8C2F5A", "#4A1530", true),
    p("#111E29", "#E8F1F2", "#7FD1C7", "#9B6BE0", "#23394A", true),
    p("#201812", "#F3E6D8", "#D98E4A", "#7D4E57", "#3D2B22", true),
  ],
  JPOP: [
    p("#FFF8F0", "#1C1C28", "#FF8FA3", "#6EC1E4", "#FFD166"),
    p("#F0F6FF", "#14213D", "#4C6EF5", "#FF6B9A", "#B8DBFF"),
    p("#F2FCF5", "#15302A", "#22B79A", "#FF9F68", "#C5EEDD"),
    p("#FFF5FB", "#2B1A33", "#A77BFF", "#FF80AB", "#FFE0F0"),
    p("#F7F5F0", "#111111", "#2B59C3", "#F4A259", "#A8DADC"),
  ],
};
