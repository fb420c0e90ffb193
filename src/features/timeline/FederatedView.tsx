import { useLL } from "../../state/i18n";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/timeline";

const FEDERATED = { kind: "federated" } as const;

export default function FederatedView() {
  const LL = useLL();
  return <TitledTimeline title={LL.timeline.federated()} feed={FEDERATED} />;
}
