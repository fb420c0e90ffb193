import type { NamespaceTranslation } from "../partial";

const search = {
  title: "جستجو",
  titleWithQuery: "جستجو: {q}",
  people: "{count} نفر",
  posts: "{count} پست",
  tags: "{count} هشتگ",
  noResults: "نتیجه‌ای پیدا نشد",
  showMore: "نمایش نتایج بیشتر",
  peopleHeading: "افراد",
  postsHeading: "پست‌ها",
  tagsHeading: "هشتگ‌ها",
  enterQuery: "در کادر جستجوی بالا چیزی بنویسید: @ برای افراد، # برای هشتگ‌ها و > برای متن پست‌ها.",
} satisfies NamespaceTranslation<"search">;

export default search;
