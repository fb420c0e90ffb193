// Chunk group "relations": the account queries and endpoints, relationships and their actions, and the answer
// readers they bring (the post reader with them), which the account and post screens use but the signed-in frame,
// the about page and the admin account list do not. The build adds `import` of this file to every lazily loaded
// module that uses one of these modules (build.mjs, chunkGroupsPlugin), so they travel in one chunk.
import "../../state/relationships";
import "../../state/accounts";
import "../../api/endpoints/accounts";
import "../../api/normalize/collections";
import "../../api/normalize/status";
import "../../features/relationships/actions";
