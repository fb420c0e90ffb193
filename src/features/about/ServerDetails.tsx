import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { DomainBlock } from "../../api/endpoints/account-extras";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { loadServerDetailsAtom } from "./details-actions";
import "../../state/ns/extras";

/** Monthly active users, and the servers this one blocks with the admins' reasons. */
export function ServerDetails() {
  const LL = useLL();
  const words = LL.extras.instance;
  const load = useSetAtom(loadServerDetailsAtom);
  const [details, setDetails] = useState<{ activeUsers: number | null; blocks: DomainBlock[] | null } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    load().then(setDetails, setError);
  }, [load]);
  if (error !== null) return <p className="field-error" role="alert">{errorMessage(LL, error)}</p>;
  if (!details) return null;
  return (
    <>
      {details.activeUsers !== null && <p>{words.activeUsers({ count: details.activeUsers })}</p>}
      {details.blocks && (
        <section aria-labelledby="about-blocked">
          <h2 id="about-blocked">{words.blockedTitle()}</h2>
          {details.blocks.length === 0 && <p>{words.noneBlocked()}</p>}
          <ul className="blocked-domains">
            {details.blocks.map((b) => (
              <li key={b.domain}>
                <bdi className="blocked-domain">{b.domain}</bdi>
                {b.comment && <span className="hint"> — {words.reason({ comment: b.comment })}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
