import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { downloadExportAtom, type ExportKind } from "./actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";

export function ExportSettings() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const download = useSetAtom(downloadExportAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [pending, setPending] = useState<ExportKind | null>(null);

  const run = async (kind: ExportKind) => {
    if (pending) return;
    setPending(kind);
    try {
      await download(kind);
    } catch (e) {
      showNotice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setPending(null);
    }
  };

  const rows: { kind: ExportKind; label: string; action: string }[] = [
    { kind: "follows", label: LL.settings.exportFollows({ count: user?.following_count ?? 0 }), action: LL.settings.downloadFollows() },
    { kind: "followers", label: LL.settings.exportFollowers({ count: user?.followers_count ?? 0 }), action: LL.settings.downloadFollowers() },
  ];
  return (
    <SettingsSection title={LL.settings.exportSection()}>
      <ul className="settings-rows">
        {rows.map((row) => (
          <li key={row.kind}>
            <span>{row.label}</span>
            <button
              type="button"
              className="button"
              aria-label={row.action}
              aria-disabled={pending !== null}
              onClick={() => void run(row.kind)}
            >
              {LL.settings.download()}
            </button>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
