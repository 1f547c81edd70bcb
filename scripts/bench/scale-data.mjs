// Fills an empty, migrated PostgreSQL database with a large catalogue and community, in SQL:
// 1,000 artists, 50,000 past concerts with 15-song setlists, 5,000 upcoming concerts,
// 10,000 users, 100,000 articles and 1,000,000 comments. Artist 1 carries the deepest board
// (5,000 posts) and article 1 the longest thread (20,000 comments).
export const SCALE = {
  artists: 1_000,
  pastConcerts: 50_000,
  songsPerArtist: 30,
  setlistLength: 15,
  upcoming: 5_000,
  users: 10_000,
  articles: 100_000,
  comments: 1_000_000,
};

export const FILL = [
  [
    "artists",
    `insert into artists (name, kr_name, aliases, img_url)
    select 'Scale Artist ' || g, '스케일 아티스트 ' || g, array['SA' || g], '/media/none.svg'
    from generate_series(1, ${SCALE.artists}) g`,
  ],
  [
    "songs",
    `insert into songs (artist_id, title, title_key)
    select a, 'Song ' || s || ' of ' || a, lower('song ' || s || ' of ' || a)
    from generate_series(1, ${SCALE.artists}) a, generate_series(1, ${SCALE.songsPerArtist}) s`,
  ],
  [
    "past concerts",
    `insert into past_concerts (artist_id, setlistfm_id, event_date, venue_name, city_name, country_name, song_count)
    select 1 + (g % ${SCALE.artists}), 'scale' || g, date '2000-01-01' + (g % 9500), 'Venue ' || (g % 500), 'City', 'Country', ${SCALE.setlistLength}
    from generate_series(1, ${SCALE.pastConcerts}) g`,
  ],
  [
    "setlist entries",
    `insert into setlist_entries (past_concert_id, song_id, position, encore)
    select pc.id, (pc.artist_id - 1) * ${SCALE.songsPerArtist} + 1 + ((pc.id * 7 + p) % ${SCALE.songsPerArtist}), p,
      case when p > ${SCALE.setlistLength - 2} then 1 else 0 end
    from past_concerts pc, generate_series(1, ${SCALE.setlistLength}) p`,
  ],
  [
    // The import stores each past concert's setlist as the API sends it (past-concerts.queries.ts).
    "setlists as sent",
    `update past_concerts p set setlists = coalesce((
      select json_agg(json_build_object(
        'order', e.position, 'encore', e.encore, 'tape', e.tape,
        'cover', e.cover_artist, 'with', e.with_artist, 'info', e.info,
        'song', json_build_object('songId', s.id, 'title', s.title)
      ) order by e.position)
      from setlist_entries e join songs s on s.id = e.song_id where e.past_concert_id = p.id
    ), '[]'::json)`,
  ],
  [
    "upcoming concerts",
    `insert into new_concerts (artist_id, title, start_date, end_date, venue_name, city_name, country_name, country_code, genre)
    select 1 + (g % ${SCALE.artists}), 'Scale Concert ' || g, date '2027-01-01' + (g % 300), date '2027-01-01' + (g % 300),
      'Arena ' || (g % 40), '서울', '대한민국', 'KR', (array['POP','ROCK','HIPHOP','R&B','JPOP'])[1 + g % 5]::genre
    from generate_series(1, ${SCALE.upcoming}) g`,
  ],
  [
    "users",
    `insert into users (email, nickname, password_hash)
    select 'scale' || g || '@example.com', 'scale' || g, 'not-a-usable-hash'
    from generate_series(1, ${SCALE.users}) g`,
  ],
  [
    "articles",
    `insert into articles (artist_id, user_id, title, content, created_at, updated_at)
    select case when g <= 5000 then 1 else 2 + (g % ${SCALE.artists - 1}) end, 1 + (g % ${SCALE.users}),
      'Scale post ' || g, 'Post body number ' || g, now() - (${SCALE.articles} - g) * interval '1 minute', now()
    from generate_series(1, ${SCALE.articles}) g`,
  ],
  [
    "comments",
    `insert into comments (article_id, user_id, content, created_at, updated_at)
    select case when g <= 20000 then 1 else 2 + (g % ${SCALE.articles - 1}) end, 1 + (g % ${SCALE.users}),
      'Comment number ' || g, now(), now()
    from generate_series(1, ${SCALE.comments}) g`,
  ],
  ["statistics", "analyze"],
];
