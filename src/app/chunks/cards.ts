// Chunk group "cards": the post card and the post state, which every screen that shows posts runs, the feeds and
// also conversations and the landing page's public posts, which have no timeline (group "reading"). The build adds
// `import` of this file to those two (CARDS_TARGETS in build.mjs), and reading.ts imports it, so these modules
// travel in one chunk and the timeline's code (Timeline, the feed state and paging) in another that only feeds load.
import "../../entities/post/PostCard";
import "../../state/posts";
// The post's words: only the screens and parts that show post cards register them (the gallery, the reactions list
// and the image viewer have the few they share in their own namespaces), so they travel in this chunk rather than
// as a file of their own in every post screen's first load (-0.17 kB each).
import "../../state/ns/post";
// The landing page's public posts read the local timeline through these (as the feeds do): apart, they would be a
// small file of their own in every feed's first load.
import "../../api/endpoints/timelines";
