import { TransactionBaseService } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { membershipCache } from "./membership-cache";

/**
 * Medusa's services are singletons, and TransactionBaseService.atomicPhase_ swaps the instance's
 * manager for the transaction's while the work runs, so two concurrent calls on the same instance
 * can end up in one transaction (or in one that has already ended). Background intake runs many
 * calls at once: transaction_ runs atomicPhase_ on a per-call instance (withTransaction), leaving
 * the singleton untouched.
 */
export abstract class PlatformService<Deps = unknown> extends TransactionBaseService {
  /** What Medusa's container injects (other services, repositories), resolved when first used. */
  protected readonly deps_: Deps;

  constructor(container: Deps, ...rest: unknown[]) {
    super(container, ...(rest as [Record<string, unknown>?, Record<string, unknown>?]));
    this.deps_ = container;
  }

  protected async transaction_<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return await this.manager_.transaction(
      async (manager) => await (this.withTransaction(manager) as this).atomicPhase_(work),
    );
  }
}

/**
 * A service that writes members or organisations. Every instance forgets its cached memberships
 * when PostgreSQL's NOTIFY reaches it, a moment after the commit; the instance that wrote forgets
 * them at once, so the caller's next request (a removed member's, a disabled organisation's) never
 * sees the old membership.
 */
export abstract class MembershipWriter<Deps = unknown> extends PlatformService<Deps> {
  protected override async transaction_<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await super.transaction_(work);
    } finally {
      membershipCache.invalidate();
    }
  }
}
