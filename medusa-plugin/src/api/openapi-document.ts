// The REST API's OpenAPI 3.1 document, generated from the zod schemas of packages/domain: the
// request schemas the app's procedures use and the answer schemas of `api-keys/rest.ts`. One
// source for the app, the API and the document (issue 35).
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import {
  API_KEY_SCOPES,
  API_PAGE_SIZE,
  API_RATE_LIMIT,
  apiClaimPageSchema,
  apiClaimSchema,
  apiInvoiceDetailSchema,
  apiInvoicePageSchema,
  apiOrderCancelledSchema,
  apiOrderCreatedSchema,
  apiOrderDetailSchema,
  apiOrderPageSchema,
  apiProblemSchema,
  apiProductDetailSchema,
  apiProductPageSchema,
  apiRetourPageSchema,
  apiShipmentListSchema,
  apiStockOrderCreatedSchema,
  apiStockOrderPageSchema,
  apiStockPageSchema,
  CLAIM_TYPES,
  claimListSchema,
  createOrderSchema,
  createStockOrderSchema,
  invoiceListSchema,
  orderFiltersSchema,
  pageSchema,
  productListSchema,
  retourFiltersSchema,
  stockOrderListSchema,
  stocksListSchema,
  UPLOAD_LIMITS,
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
    404: problemAnswer("Nothing with this id in the key's organisation."),
    429: problemAnswer("Over the key's rate limit; see Retry-After."),
  };
  const writeProblems = {
    ...problems,
    409: problemAnswer("A request with this Idempotency-Key is still running."),
    422: problemAnswer("This Idempotency-Key was used with another request."),
  };
  const idempotency = z.object({ "Idempotency-Key": z.string().min(1).max(255) });
  const orderId = z.object({ id: z.string().openapi({ description: "the order's id" }) });
  const json = (description: string, schema: z.ZodTypeAny) => ({
    description,
    headers: rateHeaders,
    content: { "application/json": { schema } },
  });
  const jsonBody = (schema: z.ZodTypeAny) => ({ body: { content: { "application/json": { schema } } } });
  /** A read route: its path, summary, scope, request and answer. */
  const read = (path: string, summary: string, description: string, request: object, schema: z.ZodTypeAny) =>
    registry.registerPath({
      method: "get",
      path,
      summary,
      description,
      security: [{ [bearer.name]: [] }],
      request,
      responses: { 200: json(summary, schema), ...problems },
    });

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
    method: "post",
    path: "/api/v1/orders",
    summary: "Create a manual order",
    description:
      "The app's manual order for one of the organisation's shops: priced from the platform's variants " +
      "(scope orders:write; Idempotency-Key required). Answers the new order's id.",
    security: [{ [bearer.name]: [] }],
    request: { headers: idempotency, ...jsonBody(createOrderSchema) },
    responses: {
      201: json("Created", registry.register("OrderCreated", apiOrderCreatedSchema)),
      ...writeProblems,
    },
  });
  read(
    "/api/v1/orders/{id}/shipments",
    "List an order's shipments",
    "The shipments with their tracking numbers and links, oldest first (scope orders:read). The order's own answer holds them too.",
    { params: orderId },
    registry.register("ShipmentList", apiShipmentListSchema),
  );
  const paged = { page: pageSchema.page, pageSize: pageSchema.pageSize };
  read(
    "/api/v1/stock",
    "List stock per location",
    "Every variant the organisation holds or has on its way, per location: on hand, reserved, available, arriving, the stock hint (scope stock:read).",
    { query: stocksListSchema },
    registry.register("StockPage", apiStockPageSchema),
  );
  read(
    "/api/v1/products",
    "List products",
    "What the organisation sells (`scope=linked`) and may sell, with stock per location and 30 days' sales (scope products:read).",
    { query: productListSchema },
    registry.register("ProductPage", apiProductPageSchema),
  );
  read(
    "/api/v1/products/{id}",
    "Get a product with its variants",
    "The product, its variants with SKU and barcode, their stock per location and sales (scope products:read).",
    { params: z.object({ id: z.string() }) },
    registry.register("ProductDetail", apiProductDetailSchema),
  );
  read(
    "/api/v1/stock-orders",
    "List stock orders",
    "The organisation's stock orders, newest first (scope stock_orders:read).",
    { query: stockOrderListSchema },
    registry.register("StockOrderPage", apiStockOrderPageSchema),
  );
  registry.registerPath({
    method: "post",
    path: "/api/v1/stock-orders",
    summary: "Create a stock order",
    description:
      "The app's stock order: supplier, location, import method and the items as CSV lines `sku,quantity`; " +
      "any bad row refuses the whole order (scope stock_orders:write; Idempotency-Key required).",
    security: [{ [bearer.name]: [] }],
    request: { headers: idempotency, ...jsonBody(createStockOrderSchema) },
    responses: {
      201: json("Created", registry.register("StockOrderCreated", apiStockOrderCreatedSchema)),
      ...writeProblems,
    },
  });
  read(
    "/api/v1/invoices",
    "List invoices",
    "The organisation's invoices and credit notes, newest first (scope invoices:read).",
    { query: invoiceListSchema },
    registry.register("InvoicePage", apiInvoicePageSchema),
  );
  read(
    "/api/v1/invoices/{id}",
    "Get an invoice",
    "One invoice or credit note with its lines and payments (scope invoices:read).",
    { params: z.object({ id: z.string() }) },
    registry.register("Invoice", apiInvoiceDetailSchema),
  );
  registry.registerPath({
    method: "get",
    path: "/api/v1/invoices/{id}/pdf",
    summary: "Download an invoice's PDF",
    security: [{ [bearer.name]: [] }],
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: "The PDF",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...problems,
    },
  });
  read(
    "/api/v1/retours",
    "List retours",
    "The organisation's retours (returned items graded A/B/C), newest first (scope retours:read).",
    { query: retourFiltersSchema.innerType().extend(paged) },
    registry.register("RetourPage", apiRetourPageSchema),
  );
  const claim = registry.register("Claim", apiClaimSchema);
  read(
    "/api/v1/claims",
    "List claims",
    "The organisation's claims, newest first (scope claims:read).",
    { query: claimListSchema },
    registry.register("ClaimPage", apiClaimPageSchema),
  );
  registry.registerPath({
    method: "post",
    path: "/api/v1/claims",
    summary: "Create a claim",
    description:
      "A claim on one of the organisation's orders, with one to five files (at most 5 images; a file's type is " +
      `what its bytes say; each up to ${UPLOAD_LIMITS.maxFileBytes} bytes). Scope claims:write; Idempotency-Key required.`,
    security: [{ [bearer.name]: [] }],
    request: {
      headers: idempotency,
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({
              orderId: z.string(),
              type: z.enum(CLAIM_TYPES),
              description: z.string().max(5000),
              files: z.array(z.string().openapi({ format: "binary" })),
            }),
          },
        },
      },
    },
    responses: { 201: json("Created", claim), ...writeProblems },
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
    request: { params: orderId, headers: idempotency },
    responses: {
      200: { description: "Cancelled", content: { "application/json": { schema: cancelled } } },
      ...writeProblems,
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
