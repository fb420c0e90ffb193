// The Content-Security-Policy of index.html, narrowed at build time by the operator (README, "Deploying").

/** Where the client may connect unless told otherwise: this origin and any https API host. */
export const DEFAULT_CONNECT_SRC = "'self' https:";

/**
 * `MITRA_CONNECT_SRC` replaces the connect-src sources, e.g. "'self'" when the API is on the client's origin, or
 * "'self' https://social.example" for one API host. Only source expressions are accepted: nothing that could end
 * the directive or the attribute.
 */
export function withConnectSrc(html, sources) {
  if (sources === undefined || sources.trim() === "") return html;
  const value = sources.trim().replace(/\s+/g, " ");
  if (!/^[A-Za-z0-9'*:/.\-_ ]+$/.test(value)) throw new Error(`MITRA_CONNECT_SRC is not a list of CSP sources: ${sources}`);
  const directive = `connect-src ${DEFAULT_CONNECT_SRC};`;
  if (!html.includes(directive)) throw new Error("static/index.html no longer has the default connect-src");
  return html.replace(directive, `connect-src ${value};`);
}
