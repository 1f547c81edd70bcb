import { CalendarFeed } from "../../features/favorites/components/calendar-feed";
import { FavoriteLists } from "../../features/favorites/components/favorite-lists";
import { MyPosts } from "../../features/board/components/my-posts";
import { MyPageLayout } from "../../features/my-page/components/my-page-layout";

export function Component() {
  return (
    <MyPageLayout
      tabs={{
        favorites: (
          <>
            <FavoriteLists />
            <CalendarFeed />
          </>
        ),
        posts: <MyPosts />,
      }}
    />
  );
}
