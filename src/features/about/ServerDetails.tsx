import { useAtomValue } from "jotai";
import { useLL } from "../../state/i18n";
import { queryErrorMessage, useQuery } from "../../state/query";
import { isAuthenticatedAtom } from "../../state/session";
import { serverDetailsQuery } from "./details-actions";
import "../../state/ns/about";

/** Monthly active users, and the servers this one blocks with the admins' reasons. */
export function ServerDetails() {
  const LL = useLL();
  const words = LL.about.instance;
  const { data: details, error } = useQuery(serverDetailsQuery, useAtomValue(isAuthenticatedAtom));
  if (error !== null && !details) return <p className="field-error" role="alert">{queryErrorMessage(LL, error)}</p>;
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
