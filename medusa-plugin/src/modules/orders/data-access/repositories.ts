import type {
  Address,
  Customer,
  LineItem,
  LineItemTaxLine,
  Order,
  Payment,
  Refund,
  ShippingMethod,
  ShippingMethodTaxLine,
} from "@medusajs/medusa";
import type { EntityManager, Repository } from "typeorm";
import { OrderExtension } from "../../../models/order-extension";

/** Medusa's repositories of its order tables, as its container injects them. */
export type OrderRepositories = {
  orderRepository: Repository<Order>;
  lineItemRepository: Repository<LineItem>;
  lineItemTaxLineRepository: Repository<LineItemTaxLine>;
  addressRepository: Repository<Address>;
  customerRepository: Repository<Customer>;
  shippingMethodRepository: Repository<ShippingMethod>;
  shippingMethodTaxLineRepository: Repository<ShippingMethodTaxLine>;
  paymentRepository: Repository<Payment>;
  refundRepository: Repository<Refund>;
};

/** Medusa's order tables (written through Medusa's own repositories, so Medusa reads them as its own) and our extension, in one manager. */
export function orderRepos(manager: EntityManager, d: OrderRepositories) {
  return {
    order: manager.withRepository(d.orderRepository),
    item: manager.withRepository(d.lineItemRepository),
    itemTax: manager.withRepository(d.lineItemTaxLineRepository),
    address: manager.withRepository(d.addressRepository),
    customer: manager.withRepository(d.customerRepository),
    shipping: manager.withRepository(d.shippingMethodRepository),
    shippingTax: manager.withRepository(d.shippingMethodTaxLineRepository),
    payment: manager.withRepository(d.paymentRepository),
    refund: manager.withRepository(d.refundRepository),
    extension: manager.getRepository(OrderExtension),
  };
}

export type OrderRepos = ReturnType<typeof orderRepos>;
