import { ImportView } from "./ImportView";

/** The route view for /settings/import-followers. */
export default function ImportFollowersView() {
  return <ImportView kind="followers" />;
}
