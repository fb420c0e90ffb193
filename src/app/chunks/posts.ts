// Chunk group "posts": the post card and the state behind it, which every screen that shows posts and the post's
// lazy parts (menu, poll, quotes, actions, composer, emoji picker) need. The build adds `import` of this file to
// those (POSTS_TARGETS in build.mjs); the feeds get it through reading.ts. The thread, the notifications and the
// search results show posts without a timeline, so they download this group and not the timeline's code.
import "./people";
import "../../entities/post/PostCard";
import "../../state/posts";
import "../../entities/timeline/timeline-state";
import "../../entities/composer/ComposerSlot";
import "../../state/ns/post";
