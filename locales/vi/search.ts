import type { NamespaceTranslation } from "../partial";

const search = {
  title: "Tìm kiếm",
  titleWithQuery: "Tìm kiếm: {q}",
  people: "{count} người",
  posts: "{count} bài đăng",
  tags: "{count} hashtag",
  noResults: "Không có kết quả",
  showMore: "Xem thêm kết quả",
  peopleHeading: "Mọi người",
  postsHeading: "Bài đăng",
  tagsHeading: "Hashtag",
  enterQuery: "Hãy nhập nội dung vào ô tìm kiếm phía trên: @ để tìm người, # để tìm hashtag, > để tìm văn bản trong bài đăng.",
} satisfies NamespaceTranslation<"search">;

export default search;
