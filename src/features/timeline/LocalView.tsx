import { useLL } from "../../state/i18n";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/timeline";

const LOCAL = { kind: "local" } as const;

export default function LocalView() {
  const LL = useLL();
  return <TitledTimeline title={LL.timeline.local()} feed={LOCAL} />;
}
