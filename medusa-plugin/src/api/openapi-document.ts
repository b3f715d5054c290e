// The REST API's OpenAPI 3.1 document, generated from the zod schemas of packages/domain: the
// request schemas the app's procedures use and the answer schemas of `api-keys/rest.ts`. One
// source for the app, the API and the document (issue 35).
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import {
  API_KEY_SCOPES,
  API_PAGE_SIZE,
  API_RATE_LIMIT,
  apiOrderCancelledSchema,
  apiOrderDetailSchema,
  apiOrderPageSchema,
  apiProblemSchema,
  orderFiltersSchema,
} from "@platform/domain";
import { z } from "zod";

extendZodWithOpenApi(z);

function build(): object {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: `An API key from the organisation's settings (scopes: ${API_KEY_SCOPES.join(", ")}).`,
  });
  const problem = registry.register("Problem", apiProblemSchema);
  const orderPage = registry.register("OrderPage", apiOrderPageSchema);
  const order = registry.register("Order", apiOrderDetailSchema);
  const cancelled = registry.register("OrderCancelled", apiOrderCancelledSchema);

  const rateHeaders = z.object({
    "RateLimit-Limit": z.string().openapi({ description: `requests per window (${API_RATE_LIMIT.requests})` }),
    "RateLimit-Remaining": z.string(),
    "RateLimit-Reset": z.string().openapi({ description: "seconds until the window ends" }),
  });
  const problemAnswer = (description: string) => ({
    description,
    content: { "application/problem+json": { schema: problem } },
  });
  const problems = {
    400: problemAnswer("The input is not valid (the app's message; `errors` per field)."),
    401: problemAnswer("No key, or an unknown, expired or revoked one."),
    403: problemAnswer("The key lacks the scope, or its organisation may not use the resource."),
    404: problemAnswer("No such order in the key's organisation."),
    429: problemAnswer("Over the key's rate limit; see Retry-After."),
  };
  const orderId = z.object({ id: z.string().openapi({ description: "the order's id" }) });

  registry.registerPath({
    method: "get",
    path: "/api/v1/orders",
    summary: "List orders",
    description: "One page of the organisation's orders, with the app's filters and sort (scope orders:read).",
    security: [{ [bearer.name]: [] }],
    request: {
      // The app's own list filters (the same schema the orders list and its procedure use).
      query: orderFiltersSchema.innerType().extend({
        cursor: z.string().max(200).optional(),
        direction: z.enum(["after", "before"]).optional(),
        limit: z.number().int().min(1).max(API_PAGE_SIZE.max).optional(),
      }),
    },
    responses: {
      200: { description: "A page", headers: rateHeaders, content: { "application/json": { schema: orderPage } } },
      ...problems,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/orders/{id}",
    summary: "Get an order",
    security: [{ [bearer.name]: [] }],
    request: { params: orderId },
    responses: { 200: { description: "The order", content: { "application/json": { schema: order } } }, ...problems },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/orders/{id}/cancel",
    summary: "Cancel an order",
    description:
      "Cancels (deletes) the order while nothing of it has shipped and no claim refers to it (scope orders:write). " +
      "The same Idempotency-Key with the same request replays the first answer; with another request it is a 422.",
    security: [{ [bearer.name]: [] }],
    request: {
      params: orderId,
      headers: z.object({ "Idempotency-Key": z.string().min(1).max(255) }),
    },
    responses: {
      200: { description: "Cancelled", content: { "application/json": { schema: cancelled } } },
      ...problems,
      409: problemAnswer("A request with this Idempotency-Key is still running."),
      422: problemAnswer("This Idempotency-Key was used with another request."),
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "Platform REST API", version: "1.0.0" },
    servers: [{ url: "/" }],
  });
}

let document: object | undefined;
/** Built once per process (the schemas do not change while it runs). */
export const openApiDocument = (): object => (document ??= build());

/** GET /api/v1/openapi.json (middlewares.ts). */
export function serveOpenApiDocument(
  _req: unknown,
  res: { setHeader(name: string, value: string): void; json(body: unknown): void },
) {
  res.setHeader("Cache-Control", "public, max-age=300");
  res.json(openApiDocument());
}
