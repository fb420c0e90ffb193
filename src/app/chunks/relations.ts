// Chunk group "relations": the account endpoints, relationships and the answer readers they bring (the post reader
// with them), which the account and post screens use but the signed-in frame, the about page and the admin account
// list do not. The build adds `import` of this file to every lazily loaded module that uses one of these modules
// (build.mjs, chunkGroupsPlugin), so they travel in one chunk. The account query (state/accounts) and the follow
// requests' and mutes' actions are not members: only the profile, subscription and those list pages run them, and as
// members they were in every post screen's first load (~0.4 kB).
import "../../state/relationships";
import "../../api/endpoints/accounts";
import "../../api/normalize/collections";
import "../../api/normalize/status";
