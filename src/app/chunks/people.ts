// Chunk group "people": the signed-in base, what the signed-in frame and the modules every signed-in page starts at
// once (build.mjs BOOT) run, with the account cards, names and rich text most signed-in screens show, and the
// relationships most of them read. The build adds `import` of this file to every lazily loaded module except those
// the landing page or a sign-in may load (PEOPLE_EXCLUDED in build.mjs), and reading.ts imports it, so these modules
// travel in one chunk. It is in every signed-in first load.
// The cards are here rather than in a group of their own: as a third file they cost the post screens ~0.4 kB more.
import "../../entities/account/AccountCard";
import "../../entities/account/AccountName";
import "../../entities/content/RichContent";
// Custom emoji in names and content (the sanitiser uses it too).
import "../../entities/content/emoji-map";
import "../../lib/url-policy";
import "../../ui/Avatar";
import "../../lib/account";
// A route parameter's decoding, which the profile's account query and the tag page use: apart, it was a file of
// 0.1 kB of its own in their first loads.
import "../../lib/decode";
// The icon set stays a file of its own all the same (1.5 kB): a visitor's page (the Ethereum help) draws an icon too,
// and measured inside this chunk (that page drawing its arrow without the set) it compressed 0.05-0.07 kB worse on
// every signed-in page than apart: its paths break the code's compression.
import "../../ui/Icon";
import "../../ui/ErrorBoundary";
import "../../ui/LoadStatus";
import "../../state/ui";
import "../../state/query";
// The follow requests badge's list (its readers and the account cache it fills).
import "../../features/relationships/account-list";
// What every signed-in page starts at once besides the frame (build.mjs BOOT): the account list and the account
// button's handle, so they travel here rather than as half a dozen small files. The menu itself (ui/Menu) is not:
// the account menu loads it when first opened, and the screens that show posts with their menus.
import "../../state/signed-in-accounts";
import "../../state/session-accounts";
import "../../state/account-handle";
import "../../api/normalize/account";
// The loader of the rarer answers' readers, which the about page, the admin account list and others call: a line,
// not a file of its own.
import "../../api/normalize/extra-readers";
// The confirm dialog every signed-in page starts once it has loaded (build.mjs BOOT), and its dialog (also the new-post
// sheet's, the image viewer's, the shortcuts' help's): in this chunk, the dialog's own file is a line that points here.
import "../../ui/Dialog";
import "../ConfirmHost";
// The unread count and its poll: the frame's, and the notifications page's list state builds on it.
import "../../state/notification-count";
import "../../api/paging";
// The signed-in frame's code (its stylesheet's link stays in SignedInFrame.tsx): every signed-in page loads it with
// this chunk, and in one file they compress better than in two (-0.45 kB).
import "../Frame";
// Relationships, the account endpoints and the answer readers they bring (the post reader with them): every screen
// with posts or people reads them, the about page, the admin account list, the custom feeds' and the settings pages
// do not. As a group of their own ("relations", loaded by use) they were a 2.5 kB file in every post screen's and
// profile's first load; here they cost those screens 0.6-0.7 kB less, the others 1.8-1.9 kB more, all well under
// their budget. The relationship changes load on use (state/relationship-actions.ts) and read their answers with the
// relationship reader, so it is a member too. The account query (state/accounts) is not: only the profile, its
// gallery and the subscription pages run it.
import "../../state/relationships";
import "../../api/endpoints/accounts";
import "../../api/normalize/collections";
import "../../api/normalize/status";
import "../../api/normalize/relationship";
