// Chunk group "reading": the timeline with the post card and the state behind them (posts.ts), shared by every
// screen that shows a feed. The build adds `import` of this file to those screens and to the lazy parts that run
// only on them (see READING_TARGETS in build.mjs), so these modules travel in one chunk rather than many small ones.
import "./posts";
import "../../entities/timeline/Timeline";
import "../../state/ns/timeline";
// The feed views' stylesheet is in the reading stylesheet group: its link travels here, not in a file of its own.
import "../../features/timeline/timeline.css";
