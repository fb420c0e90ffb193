import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { isMoneroChain } from "../../lib/monero";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { useQuery } from "../../state/query";
import { currentUserAtom, instanceAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { ownOptionQuery, refreshOwnUserAtom, UnsupportedSubscriptionType } from "./settings-actions";
import { SubscriptionSettingsForm } from "./SubscriptionSettingsForm";
import { SubscriptionSettingsSummary } from "./SubscriptionSettingsSummary";
import "../../state/ns/subscriptions";
import "../../state/ns/subscriptionSettings";
import "./subscriptions.css";
import "./subscription-settings.css";

/** /subscriptions/settings (needs manage_subscription_options). */
export default function SubscriptionSettingsView() {
  const LL = useLL();
  usePageTitle(LL.subscriptionSettings.settingsTitle());
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const refreshUser = useSetAtom(refreshOwnUserAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const option = useQuery(ownOptionQuery, user?.id ?? null);
  const { refresh } = option;
  const [editing, setEditing] = useState(false);
  // The form and the Edit button take each other's place: the focus goes to the one that appears (not on load).
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => {
    setEditing(false);
    setClosed(true);
  }, []);
  const chain = instance?.blockchains?.[0];

  useEffect(() => {
    // The subscriber count on the cached user may be old.
    refreshUser().catch(() => undefined);
  }, [refreshUser]);

  const saved = useCallback(() => {
    close();
    showNotice({ message: LL.subscriptionSettings.saved() });
    void refresh();
  }, [close, refresh, showNotice, LL]);

  // A failed reload after saving keeps the option on screen; only a first load that failed shows its reason.
  const state =
    option.data !== undefined
      ? { status: "ready" as const, option: option.data }
      : option.status === "error"
        ? { status: "error" as const, error: option.error }
        : { status: "loading" as const };

  let body: React.ReactNode;
  if (!chain || !isMoneroChain(chain.chain_id)) {
    body = <p className="error-box" role="alert">{LL.subscriptionSettings.moneroNotConfigured()}</p>;
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
            onCancel={state.option ? close : undefined} takeFocus={editing} />
        ) : (
          <button type="button" className="button" autoFocus={closed} onClick={() => setEditing(true)}>
            {LL.subscriptionSettings.editSettings()}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="subscription-settings" aria-busy={state.status === "loading"}>
      <h1>{LL.subscriptionSettings.settingsTitle()}</h1>
      {body}
    </section>
  );
}
