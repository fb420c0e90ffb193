import { useLocation } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";

/** Back to the previous page; a thread opened in a fresh tab goes to home instead. */
export function BackButton() {
  const LL = useLL();
  const [, navigate] = useLocation();
  return (
    <button type="button" className="button thread-back" onClick={() => (history.length > 1 ? history.back() : navigate(href.home()))}>
      <Icon name="back" size={16} /> {LL.common.back()}
    </button>
  );
}
