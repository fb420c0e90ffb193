// Chunk group "people": accounts, avatars, names, relationships and rich text, used by most signed-in screens and
// by the screens that show posts. The build adds `import` of this file to every lazily loaded module except those
// the landing page or a sign-in may load (PEOPLE_EXCLUDED in build.mjs), and reading.ts imports it, so these
// modules travel in one chunk.
import "../../entities/account/AccountName";
import "../../entities/content/RichContent";
import "../../lib/url-policy";
import "../../state/relationships";
import "../../api/endpoints/accounts";
import "../../ui/Avatar";
import "../../lib/account";
// The signed-in frame's own needs (every signed-in first load has them) and the small state modules most
// signed-in screens share: in this chunk rather than a dozen small files. The feed and post state are not: only
// the screens that show posts need them (reading.ts), and the frame's editor sheet loads on demand.
import "../../ui/ErrorBoundary";
import "../../ui/LoadStatus";
import "../../state/ui";
import "../../state/accounts";
import "../../state/query";
import "../../ui/Icon";
import "../../features/relationships/actions";
import "../../entities/account/AccountCard";
// What every signed-in page starts at once besides the frame (build.mjs BOOT): the account list and the account
// button's handle, so they travel here rather than as half a dozen small files. The menu itself (ui/Menu) is not:
// the account menu loads it when first opened, and the screens that show posts with their menus.
import "../../state/signed-in-accounts";
import "../../state/account-handle";
import "../../lib/server-name";
import "../../api/normalize/account";
// The dialog of the confirm dialog every signed-in page loads once it has (and of the new-post sheet, the image
// viewer, the shortcuts' help).
import "../../ui/Dialog";
// The unread count and its poll: the frame's, and the notifications page's list state builds on it.
import "../../state/notification-count";
import "../../api/paging";
