import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "پست‌های پسندیده",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
