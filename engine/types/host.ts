/** Generated from schemas/meta/host.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * The production host's configuration (`npm run host`, README.md, Deploy): a JSON file named by HOST_CONFIG; the environment (PORT, HOST, UPSTREAM_URL, HOST_ORGS, ASSET_BASE) overrides its simple fields. The host serves the built app for the lender's host names and forwards every API call of schemas/operations.json to the upstream that serves it; it keeps no state. `journey validate` checks every host/*.json file against this schema.
 */
export interface HostConfig {
  /**
   * Path to this meta-schema, for editor help.
   */
  $schema?: string;
  /**
   * Notes for the platform team.
   */
  description?: string;
  /**
   * The port to listen on (PORT); 0 takes a free one.
   */
  port?: number;
  /**
   * The address to listen on (HOST): 0.0.0.0 behind a load balancer.
   */
  host?: string;
  /**
   * Base URLs of the lender's services. `default` (UPSTREAM_URL) serves every call whose service is not named here; a key is an operation's `upstream` in schemas/operations.json (service-application, identity, service-notary, ...) or `site` (the lender's own pages, sitePaths).
   */
  upstreams?: {
    /**
     * An http or https base URL, without a query.
     */
    [k: string]: string;
  };
  /**
   * The lender of each host name (HOST_ORGS `host.name=ORG_CODE,…`): one lender per host name; a page about an application is shown in the application's own lender.
   */
  orgs?: {
    /**
     * An org code with a file in brands/.
     */
    [k: string]: string;
  };
  /**
   * The lender of a host name not in `orgs` (HOST_DEFAULT_ORG). Without it, a page asked for under any other host name is refused (421, in words), so a mistyped host name never shows another lender's brand; the host does not start with neither `orgs` nor `defaultOrg`.
   */
  defaultOrg?: string;
  /**
   * A content-delivery base (000 §9, ASSET_BASE) holding a copy of dist/assets as `<assetBase>/assets/…`: scripts, styles, fonts and logos load from it and the page's CSP allows exactly its origin. The CDN must answer with Access-Control-Allow-Origin for the page's origin (scripts are modules). The PDF viewer's worker stays on the host (a worker must be same-origin).
   */
  assetBase?: string;
  /**
   * Path prefixes of the lender's own site that the app links to or reads (the dashboard, sign-in, banner files, ...): forwarded to the `site` upstream (else `default`). Any other path that is neither the app nor an operation is answered 404 without reaching an upstream.
   */
  sitePaths?: string[];
  timeouts?: {
    /**
     * Longest wait to connect to an upstream.
     */
    connectMs?: number;
    /**
     * Longest wait for an upstream's answer (headers, then between parts of the body); then the applicant gets a readable 504.
     */
    responseMs?: number;
  };
  /**
   * How long the host keeps what it reads for pages (pricing, licensed states, flags, banners, hours) before reading it again in the background; an upstream that fails keeps the last answer.
   */
  refreshSeconds?: number;
  /**
   * Where the pages' feature flags come from: the flag provider's `features` operation (the default), or a file (the sandbox's format, sandbox/flags.json), re-read when it changes.
   */
  flags?: {
    /**
     * A flags file, relative to the config file.
     */
    file?: string;
  };
  /**
   * On SIGTERM, how long the host goes on serving while /readyz answers 503, so that the load balancer stops sending it requests before it closes (SHUTDOWN_DELAY_SECONDS); then it drains and exits.
   */
  shutdownDelaySeconds?: number;
  /**
   * The built app (npm run build), relative to the repository.
   */
  distDir?: string;
}

