// The editor's tools draw from the app's one icon set (ui/Icon.tsx).
import { Icon, type IconName } from "../../ui/Icon";

const NAMES = { attach: "attach", link: "link", poll: "poll", emoji: "react", warning: "warning", wait: "clock" } as const satisfies Record<string, IconName>;

export function ToolIcon({ name }: { name: keyof typeof NAMES }) {
  return <Icon name={NAMES[name]} />;
}
