import { type Artist, type PageHead, addresses, urlOf } from "@naehan/contract";

/** An artist page's head: its link-preview card, and its image and first answers to fetch early. */
export function artistHead(artist: Artist): PageHead {
  const params = { id: artist.artistId };
  const names = artist.krName ? `${artist.krName} (${artist.name})` : artist.name;
  return {
    title: `${names} | 내한`,
    description: `${names}의 내한 공연 일정, 지난 공연 셋리스트와 곡 랭킹, 팬 게시판.`,
    image: artist.ogImageUrl,
    type: "profile",
    preloads: {
      images: artist.imgUrl ? [artist.imgUrl] : [],
      fetches: [
        urlOf(addresses.getArtist, { params }),
        urlOf(addresses.listArtistConcerts, { params }),
      ],
    },
  };
}
