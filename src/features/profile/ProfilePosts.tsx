import { Timeline } from "../../entities/timeline/Timeline";

/** One profile tab through the shared timeline engine (it says "No posts found" when the tab is empty). */
export function ProfilePosts({ accountId, tab, label }: { accountId: string; tab: "posts" | "with_replies" | "featured"; label: string }) {
  return <Timeline feed={{ kind: "account", id: accountId, tab }} label={label} />;
}
