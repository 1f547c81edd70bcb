/** A record of KOPIS's performance list (`/pblprfr`), its fields as KOPIS names them. */
export interface KopisListing {
  mt20id: string;
  prfnm: string;
  /** `YYYY.MM.DD` */
  prfpdfrom: string;
  prfpdto: string;
  fcltynm: string;
  /** Absolute URL; "" when the performance has no poster. */
  poster: string;
  area: string;
  genrenm: string;
  openrun: string;
  /** 공연예정, 공연중 or 공연완료. */
  prfstate: string;
}

export interface KopisLink {
  /** The vendor's name: 인터파크, 멜론티켓, YES24, 티켓링크, … */
  name: string;
  url: string;
}

/** A performance's detail (`/pblprfr/{mt20id}`). */
export interface KopisDetail extends KopisListing {
  mt10id: string;
  prfcast: string;
  prfruntime: string;
  prfage: string;
  /** Free text: `VIP석 198,000원, R석 165,000원`. */
  pcseguidance: string;
  /** Free text: `토요일(19:00), 일요일(17:00)`. */
  dtguidance: string;
  /** The 내한 flag: Y, N, or null when the record does not carry it. */
  visit: boolean | null;
  festival: boolean | null;
  /** `YYYY-MM-DD HH:mm:ss` */
  updatedate: string;
  relates: KopisLink[];
  styurls: string[];
}

/** A facility (`/prfplc/{mt10id}`): where the venue is. */
export interface KopisVenue {
  mt10id: string;
  fcltynm: string;
  adres: string;
  /** Latitude and longitude; null when KOPIS gives none or an unreadable one. */
  la: number | null;
  lo: number | null;
}
