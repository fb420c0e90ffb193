import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "ادامه از جایی که ماندید",
  fromNewest: "شروع از تازه‌ترین‌ها",
  notFound: "پستی که در آن مانده بودید دیگر در خط زمانی خانه‌تان نیست.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
