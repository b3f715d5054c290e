import type { Member } from "../models/member";
import type { Organisation } from "../models/organisation";

/**
 * Every signed-in call looks up the caller's membership (member row + organisation): through
 * TypeORM that cost more than the orders list itself. This keeps the answer per customer for a
 * short while, and stays correct by being told of every change: statement triggers on `member`
 * and `organisation` (migration 1766400000000-membership-notify) send a PostgreSQL NOTIFY on the
 * `platform_membership` channel for any write — ours, Medusa's, another instance's, plain SQL —
 * and every instance LISTENs (loaders/membership-cache.ts) and forgets all entries.
 *
 * Staleness bound: a change is seen as soon as its commit's notification reaches this instance
 * (PostgreSQL signals listeners at commit; milliseconds). Entries live at most TTL_MS, the bound
 * should a notification ever be lost. Nothing is cached while the listener is not connected (at
 * start, after a lost connection until it is back), nor inside a transaction, and a lookup that
 * raced with a change (the generation moved while it ran) is not stored.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry = { member: Member; organisation: Organisation; expires: number };

const entries = new Map<string, Entry>();
let generation = 0;
let listening = false;

/** A copy per caller, so a procedure that changes its member or organisation object changes no one else's. */
function copy<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value)) as T, value);
}

export const membershipCache = {
  /** The member (with its organisation) cached for the customer, or undefined. */
  get(customerId: string): Member | undefined {
    const entry = entries.get(customerId);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      entries.delete(customerId);
      return undefined;
    }
    const member = copy(entry.member);
    member.organisation = copy(entry.organisation);
    return member;
  },

  /** Whether the listener is connected (other caches of the same notifications, e.g. token versions, follow it). */
  isListening(): boolean {
    return listening;
  },

  /** Taken before a lookup; `set` stores only if nothing changed since. */
  generation(): number {
    return generation;
  },

  set(customerId: string, member: Member, since: number): void {
    if (!listening || since !== generation || !member.organisation) return;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const cached = copy(member);
    const organisation = copy(member.organisation);
    cached.organisation = organisation;
    entries.set(customerId, { member: cached, organisation, expires: Date.now() + TTL_MS });
  },

  /** A member or organisation changed somewhere (or may have): forget everything. */
  invalidate(): void {
    generation++;
    entries.clear();
  },

  /** The listener is (not) connected; while it is not, nothing is cached. */
  setListening(value: boolean): void {
    listening = value;
    membershipCache.invalidate();
  },
};

export const MEMBERSHIP_CHANNEL = "platform_membership";
