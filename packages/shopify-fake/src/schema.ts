// The part of Shopify's GraphQL Admin API the platform uses, with Shopify's own type and field
// names, executed by graphql-js: a query the real API would reject for an unknown field or a
// wrong argument is rejected here too.
import { buildSchema } from "graphql";

export const SCHEMA_SDL = /* GraphQL */ `
  scalar DateTime
  scalar Decimal
  scalar URL
  scalar UnsignedInt64
  scalar Money

  enum CurrencyCode { EUR USD GBP CHF PLN SEK DKK NOK CZK JPY CAD AUD }
  enum CountryCode { DE AT NL FR BE IT ES PL CH GB US DK SE LU IE PT CZ }
  enum ProductSortKeys { TITLE CREATED_AT UPDATED_AT ID INVENTORY_TOTAL PRODUCT_TYPE VENDOR RELEVANCE }
  enum ProductStatus { ACTIVE ARCHIVED DRAFT }
  enum OrderSortKeys { CREATED_AT UPDATED_AT PROCESSED_AT ID ORDER_NUMBER TOTAL_PRICE }
  enum OrderDisplayFinancialStatus { PENDING AUTHORIZED PARTIALLY_PAID PAID PARTIALLY_REFUNDED REFUNDED VOIDED EXPIRED }
  enum OrderDisplayFulfillmentStatus { UNFULFILLED PARTIALLY_FULFILLED FULFILLED RESTOCKED PENDING_FULFILLMENT OPEN IN_PROGRESS ON_HOLD SCHEDULED REQUEST_DECLINED }
  enum FulfillmentOrderStatus { OPEN IN_PROGRESS CLOSED CANCELLED INCOMPLETE ON_HOLD SCHEDULED }
  enum FulfillmentOrderRequestStatus { UNSUBMITTED SUBMITTED ACCEPTED REJECTED CANCELLATION_REQUESTED CANCELLATION_ACCEPTED CANCELLATION_REJECTED CLOSED }
  enum FulfillmentOrderAction { CREATE_FULFILLMENT REQUEST_FULFILLMENT CANCEL_FULFILLMENT_ORDER REQUEST_CANCELLATION MOVE HOLD RELEASE_HOLD MARK_AS_OPEN SPLIT MERGE EXTERNAL }
  enum FulfillmentStatus { SUCCESS CANCELLED ERROR FAILURE OPEN PENDING }

  type Query {
    shop: Shop!
    currentAppInstallation: AppInstallation!
    orders(first: Int, after: String, last: Int, before: String, query: String, sortKey: OrderSortKeys, reverse: Boolean): OrderConnection!
    order(id: ID!): Order
    fulfillmentOrder(id: ID!): FulfillmentOrder
    products(first: Int, after: String, last: Int, before: String, query: String, sortKey: ProductSortKeys, reverse: Boolean): ProductConnection!
    product(id: ID!): Product
  }

  type Mutation {
    fulfillmentCreate(fulfillment: FulfillmentInput!, message: String): FulfillmentCreatePayload
  }

  type Shop { id: ID! name: String! myshopifyDomain: String! email: String currencyCode: CurrencyCode! }
  type AppInstallation { id: ID! accessScopes: [AccessScope!]! }
  type AccessScope { handle: String! description: String! }

  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type OrderConnection { nodes: [Order!]! edges: [OrderEdge!]! pageInfo: PageInfo! }
  type OrderEdge { cursor: String! node: Order! }

  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }

  type Order {
    id: ID!
    legacyResourceId: UnsignedInt64!
    name: String!
    email: String
    phone: String
    createdAt: DateTime!
    updatedAt: DateTime!
    processedAt: DateTime!
    cancelledAt: DateTime
    currencyCode: CurrencyCode!
    taxesIncluded: Boolean!
    displayFinancialStatus: OrderDisplayFinancialStatus
    displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
    customer: Customer
    shippingAddress: MailingAddress
    billingAddress: MailingAddress
    subtotalPriceSet: MoneyBag
    totalShippingPriceSet: MoneyBag!
    totalTaxSet: MoneyBag
    totalDiscountsSet: MoneyBag
    totalPriceSet: MoneyBag!
    lineItems(first: Int, after: String): LineItemConnection!
    shippingLines(first: Int, after: String): ShippingLineConnection!
    fulfillmentOrders(first: Int, after: String): FulfillmentOrderConnection!
    fulfillments(first: Int): [Fulfillment!]!
  }

  type Customer { id: ID! legacyResourceId: UnsignedInt64! firstName: String lastName: String displayName: String! }

  type MailingAddress {
    firstName: String
    lastName: String
    name: String
    company: String
    address1: String
    address2: String
    city: String
    zip: String
    province: String
    provinceCode: String
    country: String
    countryCodeV2: CountryCode
    phone: String
  }

  type ProductVariant { id: ID! legacyResourceId: UnsignedInt64! sku: String barcode: String title: String! displayName: String! price: Money! }
  type ProductVariantConnection { nodes: [ProductVariant!]! edges: [ProductVariantEdge!]! pageInfo: PageInfo! }
  type ProductVariantEdge { cursor: String! node: ProductVariant! }
  type ProductConnection { nodes: [Product!]! edges: [ProductEdge!]! pageInfo: PageInfo! }
  type ProductEdge { cursor: String! node: Product! }
  type Product {
    id: ID!
    legacyResourceId: UnsignedInt64!
    title: String!
    handle: String!
    vendor: String!
    status: ProductStatus!
    createdAt: DateTime!
    updatedAt: DateTime!
    totalVariants: Int!
    variants(first: Int, after: String): ProductVariantConnection!
  }
  type TaxLine { title: String rate: Float ratePercentage: Float priceSet: MoneyBag! }

  type LineItemConnection { nodes: [LineItem!]! pageInfo: PageInfo! }
  type LineItem {
    id: ID!
    sku: String
    name: String!
    title: String!
    variantTitle: String
    quantity: Int!
    currentQuantity: Int!
    unfulfilledQuantity: Int!
    variant: ProductVariant
    originalUnitPriceSet: MoneyBag!
    totalDiscountSet: MoneyBag!
    taxLines(first: Int): [TaxLine!]!
  }

  type ShippingLineConnection { nodes: [ShippingLine!]! pageInfo: PageInfo! }
  type ShippingLine { title: String! originalPriceSet: MoneyBag! discountedPriceSet: MoneyBag! taxLines: [TaxLine!]! }

  type FulfillmentOrderConnection { nodes: [FulfillmentOrder!]! pageInfo: PageInfo! }
  type FulfillmentOrder {
    id: ID!
    status: FulfillmentOrderStatus!
    requestStatus: FulfillmentOrderRequestStatus!
    supportedActions: [FulfillmentOrderSupportedAction!]!
    assignedLocation: FulfillmentOrderAssignedLocation!
    fulfillAt: DateTime
    fulfillmentHolds: [FulfillmentHold!]!
    lineItems(first: Int, after: String): FulfillmentOrderLineItemConnection!
  }
  enum FulfillmentHoldReason { AWAITING_PAYMENT AWAITING_RETURN_ITEMS HIGH_RISK_OF_FRAUD INCORRECT_ADDRESS INVENTORY_OUT_OF_STOCK ONLINE_STORE_POST_PURCHASE_CROSS_SELL OTHER UNKNOWN_DELIVERY_DATE }
  type FulfillmentHold { reason: FulfillmentHoldReason! reasonNotes: String }
  type FulfillmentOrderAssignedLocation { name: String! location: Location }
  type Location { id: ID! name: String! legacyResourceId: String! }
  type FulfillmentOrderSupportedAction { action: FulfillmentOrderAction! }
  type FulfillmentOrderLineItemConnection { nodes: [FulfillmentOrderLineItem!]! pageInfo: PageInfo! }
  type FulfillmentOrderLineItem { id: ID! totalQuantity: Int! remainingQuantity: Int! lineItem: LineItem! }

  input FulfillmentInput {
    lineItemsByFulfillmentOrder: [FulfillmentOrderLineItemsInput!]!
    notifyCustomer: Boolean
    trackingInfo: FulfillmentTrackingInput
    originAddress: FulfillmentOriginAddressInput
  }
  input FulfillmentOrderLineItemsInput { fulfillmentOrderId: ID! fulfillmentOrderLineItems: [FulfillmentOrderLineItemInput!] }
  input FulfillmentOrderLineItemInput { id: ID! quantity: Int! }
  input FulfillmentTrackingInput { number: String url: URL company: String numbers: [String!] urls: [URL!] }
  input FulfillmentOriginAddressInput { address1: String address2: String city: String zip: String provinceCode: String countryCode: String! }

  type FulfillmentCreatePayload { fulfillment: Fulfillment userErrors: [UserError!]! }
  type Fulfillment {
    id: ID!
    status: FulfillmentStatus!
    createdAt: DateTime!
    trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
    fulfillmentLineItems(first: Int, after: String): FulfillmentLineItemConnection!
  }
  type FulfillmentLineItemConnection { nodes: [FulfillmentLineItem!]! pageInfo: PageInfo! }
  type FulfillmentLineItem { id: ID! quantity: Int lineItem: LineItem! }
  type FulfillmentTrackingInfo { company: String number: String url: URL }
  type UserError { field: [String!] message: String! }
`;

export const schema = buildSchema(SCHEMA_SDL);
