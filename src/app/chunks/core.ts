// Chunk group "core": what every screen runs, landing page included. The build (build.mjs, chunkGroupsPlugin)
// adds `import` of this file to every lazily loaded module of src/, so these modules are all reached from the same
// entry points and esbuild puts them into one chunk instead of a dozen small ones (each small file compresses
// worse and costs a request). Everything here is already loaded by the time any lazy module runs, so importing it
// again does nothing at run time. List only modules the landing page loads anyway: anything else here would be
// added to every first load.
import "react";
import "react/jsx-runtime";
import "wouter";
import "../../state/i18n";
import "../../state/session";
import "../../state/config-sync";
import "../../state/errors";
import "../../state/notices";
// The sign-in forms send through it, so it is in the landing page's first load anyway.
import "../../state/mutation";
import "../../state/permissions";
import "../../state/title";
import "../../api/client";
// The JSON readers every answer's reader uses, the instance's (the boot's first request) included: a file of their
// own would be one more request, found only once the instance reader has arrived, before the sign-in form can show.
import "../../api/normalize/read";
import "../../lib/css";
import "../../routes";
import "../../paths";
import "../../access";
import "../ThemeToggle";
import "../../entities/composer/composer-context";
import "../../state/offline";
// The app's start, with the shell, the router, the notices and the first screen's requests: only the entry runs them,
// but in the entry they imported some fifty names of this chunk, which this chunk exported, bytes every first load
// carried. The entry keeps the route map (which names the chunks, this one too) and React DOM (see src/main.tsx).
import "../start";
import "../prefetch";
