import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "پست‌های عمومی اخیر",
  show: "نمایش پست‌های عمومی اخیر",
  empty: "هنوز پست عمومی‌ای نیست.",
  more: "بیشتر در خط زمانی محلی",
} satisfies NamespaceTranslation<"landing">;

export default landing;
