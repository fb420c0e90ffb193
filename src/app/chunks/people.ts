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
