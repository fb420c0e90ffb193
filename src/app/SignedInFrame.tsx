// The signed-in frame as the entry loads it (lazily: a visitor's page never starts it): its stylesheet, and the frame
// (./Frame), whose code travels in the people chunk, which every signed-in page loads anyway (in one file they
// compress better). The stylesheet's link stays in this file, which a visitor's page never loads; a visitor's page
// that shows people or posts (the landing page's posts, the about page) links the same group file for their styles
// (src/app/chunks/frame.css), whose rules on the shared layout name the frame's markup. The confirm dialog
// (app/App.tsx) comes from here too: only a signed-in person is asked to confirm, and it needs no file of its own.
import "./signed-in.css";

export { default } from "./Frame";
export { default as ConfirmHost } from "./ConfirmHost";
