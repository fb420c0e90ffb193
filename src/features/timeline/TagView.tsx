import { useMemo } from "react";
import { useParams } from "wouter";
import { safeDecode } from "../../lib/decode";
import { useLL } from "../../state/i18n";
import { TitledTimeline } from "./TitledTimeline";
import "../../state/ns/timeline";

export default function TagView() {
  const LL = useLL();
  const { tagName = "" } = useParams<{ tagName: string }>();
  const tag = safeDecode(tagName);
  const feed = useMemo(() => ({ kind: "tag" as const, tag }), [tag]);
  return <TitledTimeline title={LL.timeline.tagTitle({ tag })} feed={feed} />;
}
