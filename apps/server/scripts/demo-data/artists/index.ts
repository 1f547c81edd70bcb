import type { ArtistSource } from "../lib/types";
import { andersonPaak } from "./anderson-paak";
import { arianaGrande } from "./ariana-grande";
import { billieEilish } from "./billie-eilish";
import { brunoMars } from "./bruno-mars";
import { coldplay } from "./coldplay";
import { danielCaesar } from "./daniel-caesar";
import { duaLipa } from "./dua-lipa";
import { edSheeran } from "./ed-sheeran";
import { eminem } from "./eminem";
import { greenDay } from "./green-day";
import { kendrickLamar } from "./kendrick-lamar";
import { kenshiYonezu } from "./kenshi-yonezu";
import { keshi } from "./keshi";
import { khalid } from "./khalid";
import { lauv } from "./lauv";
import { maroon5 } from "./maroon-5";
import { metallica } from "./metallica";
import { muse } from "./muse";
import { oasis } from "./oasis";
import { officialHigeDandism } from "./official-hige-dandism";
import { oneOkRock } from "./one-ok-rock";
import { postMalone } from "./post-malone";
import { radwimps } from "./radwimps";
import { sekaiNoOwari } from "./sekai-no-owari";
import { theWeeknd } from "./the-weeknd";
import { travisScott } from "./travis-scott";
import { tylerTheCreator } from "./tyler-the-creator";
import { yoasobi } from "./yoasobi";

/** The order of artists.json. */
export const ARTISTS: ArtistSource[] = [
  // POP
  edSheeran,
  brunoMars,
  duaLipa,
  billieEilish,
  arianaGrande,
  lauv,
  // ROCK
  coldplay,
  oasis,
  muse,
  maroon5,
  metallica,
  greenDay,
  // HIPHOP
  eminem,
  kendrickLamar,
  travisScott,
  postMalone,
  tylerTheCreator,
  // R&B
  theWeeknd,
  danielCaesar,
  keshi,
  khalid,
  andersonPaak,
  // JPOP
  kenshiYonezu,
  yoasobi,
  officialHigeDandism,
  oneOkRock,
  radwimps,
  sekaiNoOwari,
];
