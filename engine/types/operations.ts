/** Generated from schemas/meta/operations.schema.json by `npm run types` (engine/config/configTypes.ts): do not edit; edit the meta-schema. */
/**
 * A schema a body is composed of: a screen id (its `schema`, references resolved, e.g. `register-v2/legal-name`) or an API schema under schemas/api/ (`api/income`).
 */
export type BodySource =
  | string
  | {
      /**
       * The screen id (or `api/<file>`).
       */
      id: string;
      /**
       * Merge the properties without their `required`.
       */
      optional: true;
    };

/**
 * schemas/operations.json: every operation of the lender API the browser app calls, by a stable camelCase name: method, path, the upstream service that answers it, who may call it, whether a repeat is safe, and what its request body is validated with. The renderer builds its URLs from it (renderer/api/operations.ts), the sandbox registers its routes from it (sandbox/routes/operationPaths.ts) and validates bodies with it (sandbox/validation/operations.ts); a gateway routes these paths and answers 404 for any other. Not lender API operations, so not here: the sandbox's operations page and API (/ops…), the agent and notary consoles, the studio (/studio…), the app's pages under /account/heloc, the site pages and redirects, the banner files and test-only endpoints. `journey validate` checks the file (engine/config/checkOperations.ts).
 */
export interface OperationTable {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * What the table is, for people reading the file.
   */
  description?: string;
  /**
   * The operations by stable camelCase name (screens' `submit.api`, the journeys' registration calls, the renderer's and the sandbox's code name them).
   */
  operations: {
    [k: string]: Operation;
  };
  /**
   * Request bodies of the sandbox's operations API (/ops…, sandbox/routes/ops.ts, notaryConsole.ts, notifications.ts), validated like an operation's: staff endpoints, not lender API operations, never routed by a gateway.
   */
  staffBodies?: {
    [k: string]: OperationBody;
  };
}
/**
 * One operation of the lender API.
 */
export interface Operation {
  /**
   * The HTTP method; `WS` for a websocket upgrade (a GET with Upgrade: websocket).
   */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'WS';
  /**
   * The path, with `{param}` placeholders for its variable segments (e.g. /service-application/api/v1/application/heloc/{uuid}/income); a query string is the caller's. Each placeholder is a whole segment, named in camelCase.
   */
  path: string;
  /**
   * The service that answers it: the path's first segment without the leading slash (service-application, identity). A gateway maps upstream names to base URLs.
   */
  upstream: string;
  /**
   * Who may call it, as the sandbox enforces it: `none` (no sign-in; a websocket or chat call may carry a session token of its own in the query), `borrower` (a borrower's token, and for an application path the borrower's own application), `signer` (an additional signer's token), `borrowerOrSigner` (any signed-in identity; the route may narrow it further).
   */
  auth: 'none' | 'borrower' | 'signer' | 'borrowerOrSigner';
  /**
   * A repeat of the same request changes nothing more and answers the same, without an Idempotency-Key: every GET, the PUTs and PATCHes that set a value, and the POSTs that only read or only check (flags, address verification, marking a notification read). Any write is safe to repeat with an Idempotency-Key (sandbox/http/idempotency.ts); false here means a repeat without one is another request (the sandbox answers a concurrent copy 409).
   */
  idempotent: boolean;
  /**
   * A screen's `submit.api` may name it (schemas/meta/screen.schema.json): the form data is the body and `{uuid}` the page's application.
   */
  screen?: true;
  body?: OperationBody;
  /**
   * The schema under schemas/data/ that the answer conforms to (e.g. `application.schema.json`): the answer's type is generated from it (engine/types/responses.ts, read by the renderer's calls), `journey validate` checks the file exists, and test/sandbox/responses.test.ts holds the sandbox's answers to it.
   */
  response?: string;
  /**
   * What it does, in one line.
   */
  description: string;
}
/**
 * What the request body is validated with (sandbox/validation/validator.ts): the sources composed, properties and `required` merged, `errorMessage.required` merged; a body keeps exactly what they declare.
 */
export interface OperationBody {
  /**
   * The screens and API schemas composed, in order (a later one's keywords win).
   *
   * @minItems 1
   */
  sources: BodySource[];
  /**
   * Also run the `error`, `block` and `require` rules of the screen sources against the body, as the browser does.
   */
  screenRules?: boolean;
}

export type OperationMethod = Operation['method'];
export type OperationAuth = Operation['auth'];
