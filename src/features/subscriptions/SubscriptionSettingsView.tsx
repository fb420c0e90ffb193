import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { verifyCredentials } from "../../api/endpoints/auth";
import type { SubscriptionOption } from "../../api/types";
import { isMoneroChain } from "../../lib/monero";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { apiAtom, currentUserAtom, instanceAtom, updateCurrentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { loadOwnOption } from "./actions";
import { SubscriptionSettingsForm } from "./SubscriptionSettingsForm";
import { SubscriptionSettingsSummary } from "./SubscriptionSettingsSummary";
import { UnsupportedSubscriptionType } from "./subscription-option";
import "../../state/ns/subscriptions";
import "./subscriptions.css";

type OptionState = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; option: SubscriptionOption | null };

/** /subscriptions/settings (needs manage_subscription_options). */
export default function SubscriptionSettingsView() {
  const LL = useLL();
  usePageTitle(LL.subscriptions.settingsTitle());
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const updateUser = useSetAtom(updateCurrentUserAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [state, setState] = useState<OptionState>({ status: "loading" });
  const [editing, setEditing] = useState(false);
  const chain = instance?.blockchains?.[0];

  const load = useCallback(() => {
    loadOwnOption(api).then(
      (option) => setState({ status: "ready", option }),
      (error: unknown) => setState({ status: "error", error }),
    );
  }, [api]);

  useEffect(() => {
    load();
    // The subscriber count on the cached user may be old.
    verifyCredentials(api).then(updateUser, () => undefined);
  }, [api, load, updateUser]);

  const saved = useCallback(() => {
    setEditing(false);
    showNotice({ message: LL.subscriptions.saved() });
    load();
  }, [load, showNotice, LL]);

  let body: React.ReactNode;
  if (!chain || !isMoneroChain(chain.chain_id)) {
    body = <p className="error-box" role="alert">{LL.subscriptions.moneroNotConfigured()}</p>;
  } else if (state.status === "loading" || !user) {
    body = <div className="page-loading"><div className="spinner" role="img" aria-label={LL.subscriptions.loading()} /></div>;
  } else if (state.status === "error") {
    const message = state.error instanceof UnsupportedSubscriptionType
      ? LL.subscriptions.unsupportedType({ type: state.error.type })
      : errorMessage(LL, state.error);
    body = <p className="error-box" role="alert">{message}</p>;
  } else {
    // While subscriptions are off the form is the page; once on, it opens on demand.
    const formOpen = editing || state.option === null;
    body = (
      <>
        <SubscriptionSettingsSummary option={state.option} user={user} />
        {formOpen ? (
          <SubscriptionSettingsForm option={state.option} chainId={chain.chain_id} onSaved={saved}
            onCancel={state.option ? () => setEditing(false) : undefined} />
        ) : (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {LL.subscriptions.editSettings()}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="subscription-settings" aria-busy={state.status === "loading"}>
      <h1>{LL.subscriptions.settingsTitle()}</h1>
      {body}
    </section>
  );
}
