import { ImportView } from "./ImportView";

/** The route view for /settings/import-follows. */
export default function ImportFollowsView() {
  return <ImportView kind="follows" />;
}
